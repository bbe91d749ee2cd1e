import { useEffect, useRef, type RefObject } from 'react';

/**
 * The heading of a form's answer, focused when `focus` is set (the answer replaced the form in the
 * browser, not a page that loaded with it), so that a screen reader reads it at once.
 */
export function useAnswerHeading(focus: boolean): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return heading;
}
