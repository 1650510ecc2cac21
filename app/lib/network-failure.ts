/** True for a failure to reach the server at all (fetch's TypeError), not an answer from it. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;
