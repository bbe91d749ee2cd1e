import { LOGIN_LIMITS } from '@ksei/shared/node';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Below zxcvbn's score 3 (about 10^8 guesses) a password is a common one, a common one with digits
 * added, a keyboard walk, a repeat or a sequence: what a guesser tries first.
 */
const LEAST_SCORE = 3;

/** Built at the first check (the dictionaries take ~0.1 s to index), then kept. */
let estimator: ZxcvbnFactory | undefined;
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** Characters as a person counts them: code points, so an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** What a guesser tries of an account's address and name: each whole, its words, its words run together. */
function relatedWords(related: readonly string[]): string[] {
  return related.flatMap((text) => {
    const whole = text.trim().toLowerCase();
    const words = whole.split(/[\s@.]+/).filter((word) => word !== '');
    return [whole, whole.split('@')[0] ?? '', ...words, words.join('')].filter((word) => word !== '');
  });
}

/**
 * Why a new password is refused, or undefined when it is acceptable: its length in characters, then
 * how guessable it is (common passwords and patterns, and `related` words: the account's address and
 * name, which a guesser knows).
 */
export function passwordProblem(password: string, related: readonly string[] = []): string | undefined {
  const length = characterCount(password);
  if (length < LOGIN_LIMITS.passwordMinLength) {
    return `must have at least ${LOGIN_LIMITS.passwordMinLength} characters (it has ${length})`;
  }
  if (length > LOGIN_LIMITS.passwordMaxLength) {
    return `must have at most ${LOGIN_LIMITS.passwordMaxLength} characters`;
  }
  if (strength().check(password, relatedWords(related)).score < LEAST_SCORE) {
    return 'is too easy to guess (a common password, a pattern or a word of the account with a few changes)';
  }
  return undefined;
}
