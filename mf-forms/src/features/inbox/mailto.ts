/**
 * A `mailto:` link built from encoded parts: the address's local part and domain and the subject are
 * each percent-encoded, so no `?`, `&` or `=` in a stored address or a visitor's subject can add a
 * header (`bcc`, `body`) to the draft the link opens. Only the `@` between the two parts stays as is.
 */
export function mailtoHref(address: string, subject: string): string {
  const at = address.lastIndexOf('@');
  const recipient =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return `mailto:${recipient}?subject=${encodeURIComponent(subject)}`;
}
