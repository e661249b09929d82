/**
 * Counts sign-ins and sign-outs in this tab. The account screens bump it without loading the query
 * library; the owner area sees the change and drops every answer cached for the previous account.
 */
let epoch = 0;

export function markSessionChanged(): void {
  epoch += 1;
}

export function currentSessionEpoch(): number {
  return epoch;
}
