import { createFormHook, getBy, revalidateLogic, useStore } from '@tanstack/react-form';
import { type ComponentType, type ReactNode, type RefObject, useRef, useState } from 'react';
import type { FieldIssue } from '../../../../domain/api/endpoint';
import { type MutationKind, mutationErrorMessage } from '../../../../domain/errors/mutation-messages';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import type { TypedChange } from '../shared/stale-version-notice';
import { fixFieldsHint, type SubmitVerb } from './fix-fields-hint';
import { fieldContext, formContext } from './form-contexts';
import { CheckboxField, ListError, SelectField, SubmitButton, TextAreaField, TextField } from './form-fields';
import { type ParseResult, placeIssues, shownFieldOf } from './form-issues';
import { useStaleVersionNotice } from './use-stale-version-notice';

const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField, CheckboxField, ListError },
  formComponents: { SubmitButton },
});

type AdminFormOptions<TValues, TData, TResult> = {
  /** The record as the form shows it (text as typed); also the baseline for "unsaved changes". */
  defaultValues: TValues;
  /**
   * The form's values as the body the server accepts, checked by the domain schema the server uses:
   * usually `(values) => parseWithSchema(schema, toInput(values))`. Issue paths are the schema's.
   */
  parse: (values: TValues) => ParseResult<TData>;
  /** Maps a schema/server issue path to the form's field for it when they differ ('logo_file_id' → 'logo'). */
  fieldOfPath?: (path: string) => string;
  /** What a save is, for the message at the form's top when it fails without field issues (spec §8). */
  kind: MutationKind;
  /** What sending does, for the hint 'Ret de markerede felter, før du …' (default 'save': 'gemmer'). */
  submitVerb?: SubmitVerb;
  /** The record's version as loaded (ADR 037); sent with the save, followed after saves and reloads. */
  version?: number;
  /** Sends the checked body; reject with the ApiError to have the form show it. */
  submit: (data: TData, context: { version: number | undefined; values: TValues }) => Promise<TResult>;
  /** The record's version after a successful save, for forms that stay open. */
  versionOf?: (result: TResult) => number;
  /** What the admin typed, for the stale notice's "Dine ændringer" (ADR 037). */
  typedChanges?: (typed: TValues, loaded: TValues) => TypedChange[];
  /** Fetches the record as saved now (the stale notice's "Genindlæs"); the form then shows it. */
  reload?: () => Promise<{ values: TValues; version: number }>;
  /** Ask before leaving the page with unsaved changes (default true; dialogs pass false). */
  blockNavigation?: boolean;
  /** Whether something the values do not hold would be lost by leaving too (images staged for the first save). */
  unsavedBesideValues?: () => boolean;
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The admin form layer (ADR 040): TanStack Form bound to a domain schema.
 *
 * - Checked on submit, and after the first submit on every change (`revalidateLogic`).
 * - The browser's issues and the server's (`ApiError.issues`, keyed by the same paths) take one way to
 *   their field: the path's own field or its nearest shown parent; an issue without a shown field, and
 *   a failed save without field issues, stand at the form's top (never only in a toast).
 * - After a failed submit (client or server) the first invalid field gets focus.
 * - A server issue stays on its field until that field changes or the form is sent again.
 * - Carries the record's `version`; a 409 STALE_VERSION opens the StaleVersionNotice above the form.
 * - `dirty` compares the values with the last loaded or saved ones; `<AdminForm>` blocks leaving.
 *
 * Use: `const admin = useAdminForm({...})`, render `<AdminForm handle={admin}>` with
 * `<admin.form.AppField name="email">{(field) => <field.TextField label="E-mail" />}</admin.form.AppField>`
 * (field names are typed from `defaultValues`) and `<admin.form.SubmitButton>Gem</admin.form.SubmitButton>`.
 */
export function useAdminForm<TValues, TData, TResult>(options: AdminFormOptions<TValues, TData, TResult>) {
  const [baseline, setBaseline] = useState(options.defaultValues);
  const [version, setVersion] = useState(options.version);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const serverIssues = useRef<{ issues: readonly FieldIssue[]; values: TValues } | null>(null);
  const submitting = useRef(false);
  const latest = useRef({ options, version, baseline });
  latest.current = { options, version, baseline };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => {
      // data-invalid marks a control that may not carry aria-invalid (a file picker's button).
      const invalid = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid="true"]',
      );
      (invalid ?? alertRef.current)?.focus();
    });

  const stale = useStaleVersionNotice(async () => {
    const reload = latest.current.options.reload;
    if (!reload) return;
    const fresh = await reload();
    showRecord(fresh.values, fresh.version);
  });

  const form = useAppForm({
    defaultValues: baseline,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value, formApi }) => {
        const isShown = (name: string) =>
          Boolean((formApi.fieldInfo as Record<string, { instance: unknown }>)[name]?.instance);
        const { parse, fieldOfPath } = latest.current.options;
        const server = serverIssues.current;
        // A server issue holds while the field it stands on still has the value that was sent.
        const stillServer = (server?.issues ?? []).filter((issue) => {
          const field = shownFieldOf(issue.path, isShown, fieldOfPath);
          return field === undefined || sameValue(getBy(value, field), getBy(server?.values, field));
        });
        const issues = [...(parse(value).issues ?? []), ...stillServer];
        if (issues.length === 0) return undefined;
        const placed = placeIssues(issues, isShown, fieldOfPath);
        return { fields: placed.fields, form: placed.form.length > 0 ? placed.form : undefined };
      },
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value }) => {
      const { options: current, version: sentVersion } = latest.current;
      const parsed = current.parse(value);
      if (parsed.issues) return;
      submitting.current = true;
      try {
        const result = await current.submit(parsed.data, { version: sentVersion, values: value });
        stale.clear();
        showRecord(value, current.versionOf?.(result) ?? sentVersion);
      } catch (error) {
        if (stale.showIf(error, () => current.typedChanges?.(value, latest.current.baseline) ?? [])) return;
        if (error instanceof ApiError && error.issues.length > 0) {
          serverIssues.current = { issues: error.issues, values: value };
          await form.validate('submit');
        } else {
          setSubmitError(mutationErrorMessage(current.kind, failureOf(error)));
        }
        focusFirstInvalid();
      } finally {
        submitting.current = false;
      }
    },
  });

  /** The form shows this record now: its values are the baseline, nothing unsaved. */
  function showRecord(values: TValues, nextVersion: number | undefined) {
    serverIssues.current = null;
    form.reset(values);
    setBaseline(values);
    setVersion(nextVersion);
  }

  const dirty = useStore(form.store, (state) => !sameValue(state.values, baseline));
  // Joined to compare by value: the selector's result decides whether the form re-renders.
  const topMessages = useStore(form.store, (state) => {
    const invalidFields =
      state.submissionAttempts > 0
        ? Object.values(state.fieldMeta).filter((meta) =>
            (meta as { errors?: unknown[] } | undefined)?.errors?.some(Boolean),
          ).length
        : 0;
    const formErrors = state.errorMap.onDynamic;
    return [
      ...(invalidFields > 0 ? [fixFieldsHint(invalidFields, options.submitVerb ?? 'save')] : []),
      ...(Array.isArray(formErrors) ? formErrors.map(String) : []),
    ].join('\n');
  });

  return {
    form,
    version,
    /** Adopt a version the record reached through this admin's own side action (e.g. an image upload). */
    setVersion,
    dirty,
    /** The values last loaded or saved. */
    baseline,
    /** Validates and sends; what `<AdminForm>` calls on submit. */
    submit: async () => {
      setSubmitError(null);
      if (serverIssues.current) {
        // TanStack's submit looks at the fields' errors before it re-runs the form's check, so the
        // server's issue would refuse it: re-check without the server's issues first.
        serverIssues.current = null;
        await form.validate('submit');
      }
      await form.handleSubmit();
    },
    /** Whether leaving now would lose typed changes (false while a save is under way). */
    shouldBlockLeaving: () =>
      !submitting.current &&
      (!sameValue(form.state.values, latest.current.baseline) ||
        (latest.current.options.unsavedBesideValues?.() ?? false)),
    blockNavigation: options.blockNavigation ?? true,
    /** What stands at the form's top: the hint to fix marked fields, issues without a field, a failed save. */
    messages: [...(topMessages ? topMessages.split('\n') : []), ...(submitError ? [submitError] : [])],
    staleNotice: stale.notice,
    formRef,
    alertRef,
  };
}

function failureOf(error: unknown) {
  return error instanceof ApiError
    ? { status: error.status, code: error.code, message: error.message }
    : { status: NETWORK_ERROR_STATUS };
}

/** What `<AdminForm>` renders from; every admin form's handle fits. */
export type AdminFormHandle = {
  form: { AppForm: ComponentType<{ children?: ReactNode }> };
  submit: () => Promise<void>;
  shouldBlockLeaving: () => boolean;
  blockNavigation: boolean;
  messages: string[];
  staleNotice: ReactNode;
  formRef: RefObject<HTMLFormElement | null>;
  alertRef: RefObject<HTMLDivElement | null>;
};

/** The TanStack form of a `useAdminForm` with these values, for components that render its fields. */
export type AdminFormApi<TValues> = ReturnType<typeof useAdminForm<TValues, unknown, unknown>>['form'];
