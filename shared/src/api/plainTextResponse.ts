// DELETE answers text/plain on success (spec section 7) but JSON {message} on failure.
export async function plainTextResponse(response: Response): Promise<unknown> {
  const body = await response.text();
  if (response.ok) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
