// One serializer for the API's JSON answers, so a rule about what an answer may carry holds in
// every answer at once instead of in each query that embeds a player.

/**
 * SPEC §3: a player's ProviderID is present only when the player has an external picture. The
 * queries select the column wherever a player is embedded; a null one is left out here.
 */
const dropAbsentProviderId = (key: string, value: unknown) => (key === 'ProviderID' && value == null ? undefined : value);

export const serializeAnswer = (payload: unknown): string => JSON.stringify(payload, dropAbsentProviderId);
