// Helpers that keep a cached list in step with a mutation's answer, so lists update in place
// (appended, replaced, removed) instead of refetching.
import type { Draft } from '@reduxjs/toolkit';

interface WithId {
  id: number;
}

export const appendRow =
  <T extends WithId>(row: T) =>
  (list: Draft<T>[]) => {
    list.push(row as Draft<T>);
  };

export const replaceRow =
  <T extends WithId>(row: T) =>
  (list: Draft<T>[]) => {
    const index = list.findIndex((item) => item.id === row.id);
    if (index >= 0) list[index] = row as Draft<T>;
  };

export const removeRow =
  (id: number) =>
  <T extends WithId>(list: Draft<T>[]) => {
    const index = list.findIndex((item) => item.id === id);
    if (index >= 0) list.splice(index, 1);
  };
