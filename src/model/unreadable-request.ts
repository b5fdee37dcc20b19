/**
 * A `request` attribute that is not JSON: shown as a request that cannot be read, with the reason.
 * Made where the attribute is read (the question's properties), recognised where a request is
 * parsed (`schema/parse-request.ts`), so it lives below both.
 */
export class UnreadableRequest {
  constructor(readonly reason: string) {}
}
