/**
 * A stand-in for the browser's EventSource (jsdom has none): `vi.stubGlobal('EventSource',
 * FakeEventSource)`, then `emit` an event on the last instance as the server would send it.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** How many listeners the page has for `type` (a subscription's code loads after render). */
  listenerCount(type: string) {
    return this.listeners.get(type)?.length ?? 0;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}
