// A failed check of `npm run test:deployment`: reported by its message alone (no stack).
export class CheckError extends Error {}

export const failCheck = (message) => {
  throw new CheckError(message);
};
