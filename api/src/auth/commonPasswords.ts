// Passwords attackers try first: the ~49 000 most common ones of the zxcvbn-ts project's list
// (@zxcvbn-ts/language-common, maintained on npm), held in a Set the first time one is asked about.
// Kept in the API, not in the shared rules: the list would add ~380 KB to the register screen.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** Without regard to case: "Password123" is as guessable as "password123". */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
