// How a content editor sends its item: POST (add) while adding one, PUT (update) of the item while
// editing it; busy while either runs. Spread into useContentEditor's options.
type Mutation<Arg> = readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

export function addOrUpdate<Input>(item: { id: number } | undefined, [add, adding]: Mutation<Input>, [update, updating]: Mutation<Input & { id: number }>) {
  return {
    send: (input: Input) => (item ? update({ ...input, id: item.id }).unwrap() : add(input).unwrap()),
    editingId: item?.id,
    busy: adding.isLoading || updating.isLoading,
  };
}
