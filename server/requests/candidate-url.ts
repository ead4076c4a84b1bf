/** The link a candidate opens: the SPA's home with the request's guid and the candidate's token. */
export function candidateUrl(publicUrl: string, guid: string, userToken: string): string {
  const query = new URLSearchParams({ guid, user_token: userToken });
  return `${publicUrl.replace(/\/+$/, '')}/candidate-feedback?${query.toString()}`;
}

/** The page where a candidate whose link is lost or dead asks for a new one. */
export function lostLinkUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/lost-link`;
}
