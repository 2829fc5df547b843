/**
 * Gathers what is asked in one turn of the event loop and hands it all to `run` at the turn's end
 * (`setImmediate`), so work that a batch sets off in many places at once (a batch's deliveries,
 * its messages' notifications) costs one round trip. Every caller of a turn gets the same
 * promise: it settles when that one `run` does.
 */
export function perTurn<T>(run: (items: T[]) => Promise<unknown>): (item: T) => Promise<void> {
  let turn: { items: T[]; done: Promise<void> } | undefined;
  return (item) => {
    if (!turn) {
      const items: T[] = [];
      const done = new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          turn = undefined;
          run(items).then(() => resolve(), reject);
        }),
      );
      turn = { items, done };
    }
    turn.items.push(item);
    return turn.done;
  };
}
