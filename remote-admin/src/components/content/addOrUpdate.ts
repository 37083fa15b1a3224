// How a content editor sends its item: POST (add) while adding one, PUT (update) of the item while
// editing it; busy while either runs; and the item as saved (its status names the save buttons).
// Spread into useContentEditor's options.
import type { SavedStatus } from './useContentEditor';

type Mutation<Arg> = readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

export function addOrUpdate<Input>(item: (SavedStatus & { id: number }) | undefined, [add, adding]: Mutation<Input>, [update, updating]: Mutation<Input & { id: number }>) {
  return {
    send: (input: Input) => (item ? update({ ...input, id: item.id }).unwrap() : add(input).unwrap()),
    item,
    busy: adding.isLoading || updating.isLoading,
  };
}
