import { DataError } from './data-error';
import type { ErrorVariant, RetryState } from './error-variants';
import { ComponentError, MinimalError, UploadError } from './inline-error-screens';
import { ListingErrorScreen } from './listing-error-screen';
import {
  AdminErrorScreen,
  PageLoadErrorScreen,
  SearchErrorScreen,
  UnexpectedErrorScreen,
} from './page-error-screens';

export type ErrorFallbackProps = {
  variant: ErrorVariant;
  code?: string | undefined;
  retry?: RetryState | undefined;
  /** 'component' variant: the failing part's name ("Lignende annoncer fejlede"). */
  name?: string | undefined;
  /** 'listing' variant: the id the visitor asked for. */
  listingId?: string | undefined;
  /** 'upload' variant: "Annuller". */
  onCancel?: (() => void) | undefined;
};

/** The screen of one variant; ErrorBoundary renders it, and pages may render it directly. */
export function ErrorFallback({ variant, code, retry, name, listingId, onCancel }: ErrorFallbackProps) {
  switch (variant) {
    case 'minimal':
      return <MinimalError code={code} retry={retry} />;
    case 'admin':
      return <AdminErrorScreen code={code} retry={retry} />;
    case 'data':
      return <DataError code={code} retry={retry} />;
    case 'search':
      return <SearchErrorScreen code={code} retry={retry} />;
    case 'listing':
      return <ListingErrorScreen listingId={listingId ?? ''} code={code} retry={retry} />;
    case 'upload':
      return <UploadError code={code} retry={retry} onCancel={onCancel} />;
    case 'component':
      return <ComponentError name={name} code={code} retry={retry} />;
    case 'route':
      return <PageLoadErrorScreen code={code} retry={retry} />;
    default:
      return <UnexpectedErrorScreen code={code} retry={retry} />;
  }
}
