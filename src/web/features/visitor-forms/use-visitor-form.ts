import { type FormEvent, useRef, useState } from 'react';
import { z } from 'zod/mini';
import type { FieldIssue } from '../../../domain/api/endpoint';
import { fieldIssuesOf } from '../../../domain/api/field-issues';

type FieldMessages = Record<string, string>;

/** The first message per form field; issues on other paths are left to the caller. */
export function messagesByField(issues: readonly FieldIssue[], isFormField: (path: string) => boolean) {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    if (isFormField(issue.path)) fields[issue.path] ??= issue.message;
  }
  return fields;
}

/**
 * What a visitor's form (enquiry, price alert) shares around TanStack Form: the time on the form for
 * the spam guard, the draft checked by the server's schema, the server's field issues held while their
 * field keeps the value sent, focus on the first invalid field, and the message above the fields.
 */
export function useVisitorForm<Values extends object, Schema extends z.ZodMiniType>({
  schema,
  draftOf,
  isFormField,
}: {
  schema: Schema;
  draftOf: (values: Values, msOnForm: number) => unknown;
  isFormField: (path: string) => boolean;
}) {
  const openedAt = useRef(performance.now());
  const formRef = useRef<HTMLFormElement>(null);
  const serverIssues = useRef<{ fields: FieldMessages; values: Values } | null>(null);
  const [topMessage, setTopMessage] = useState<string | null>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const fieldErrors = (values: Values) => {
    const parsed = z.safeParse(schema, draftOf(values, 0));
    const fields = messagesByField(parsed.success ? [] : fieldIssuesOf(parsed.error.issues), isFormField);
    // A server issue holds while its field still has the value that was sent.
    const server = serverIssues.current;
    for (const [field, message] of Object.entries(server?.fields ?? {})) {
      const key = field as keyof Values;
      if (values[key] === server?.values[key]) fields[field] ??= message;
    }
    return Object.keys(fields).length > 0 ? { fields } : undefined;
  };

  /** The draft to send, with the time spent on the form; undefined when the schema refuses it. */
  const draftToSend = (values: Values): z.infer<Schema> | undefined => {
    const parsed = z.safeParse(schema, draftOf(values, performance.now() - openedAt.current));
    return parsed.success ? parsed.data : undefined;
  };

  /** Puts the server's field issues on their fields; false when there are none to show. */
  const showServerIssues = async (fields: FieldMessages, values: Values, revalidate: () => unknown) => {
    if (Object.keys(fields).length === 0) return false;
    serverIssues.current = { fields, values };
    await revalidate();
    focusFirstInvalid();
    return true;
  };

  const formProps = (submit: () => unknown) => ({
    ref: formRef,
    noValidate: true,
    className: 'space-y-4',
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      serverIssues.current = null;
      void submit();
    },
  });

  return {
    topMessage,
    setTopMessage,
    focusFirstInvalid,
    fieldErrors,
    draftToSend,
    showServerIssues,
    formProps,
  };
}
