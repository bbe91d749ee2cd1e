import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Runs `onArrived` for each action answer that arrives while the page is shown (a form sent through
 * the router), not for the one it was rendered with (a plain POST the server answered). Answers
 * whether the current answer arrived that way (what to focus, what to announce).
 */
export function useOutcome<T>(outcome: T | undefined, onArrived: (outcome: T) => void): boolean {
  const [first] = useState(outcome);
  const latest = useRef(onArrived);
  useLayoutEffect(() => {
    latest.current = onArrived;
  });
  useEffect(() => {
    if (outcome !== undefined && outcome !== first) latest.current(outcome);
  }, [outcome, first]);
  return outcome !== undefined && outcome !== first;
}
