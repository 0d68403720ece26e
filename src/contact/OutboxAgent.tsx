/** Placeholder: listens for queued contact messages being delivered and reports them. */
export function OutboxAgent() {
  return null;
}
