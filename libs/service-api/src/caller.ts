/** Who is acting: every application API call is confined to the caller's workspace. */
export interface ApiCaller {
  workspaceId: string;
  userId: string;
  /** Set when the request came through the open API with an API key (R-6.6: paid work is confirmed one by one). */
  viaOpenApi?: boolean;
}
