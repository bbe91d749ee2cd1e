import { useRevalidator } from '@ksei/shared/section/page';
import { DataUnavailable, ErrorState } from '@ksei/shared/content';

/** A failed part of a page: "data unavailable" for a 404, else the reason and a retry (the page's loader again). */
export function Failure({ status, message }: { readonly status: number; readonly message: string }) {
  const revalidator = useRevalidator();
  if (status === 404) return <DataUnavailable message={message} />;
  return <ErrorState message={message} onRetry={() => void revalidator.revalidate()} />;
}
