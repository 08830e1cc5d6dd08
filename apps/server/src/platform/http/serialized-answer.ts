/**
 * An answer already written as the JSON of `T`, the endpoint's response: the binder sends these
 * bytes as they are, instead of serialising an object again. For answers a handler caches once
 * written (a 7-day monitoring answer is ~1 MB of JSON, the same until its points move); whoever
 * makes one writes it with the route's own serializer (`serializerFor`), so only the contract's
 * fields leave the server, as for any other answer.
 */
export class SerializedAnswer<T> {
  /** Never set; for the compiler: what the bytes are the JSON of, so a handler returns its own endpoint's. */
  readonly of?: T;

  constructor(readonly json: Buffer) {}
}
