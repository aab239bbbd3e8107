/** The error of a command that needs a call (or an active one) when there is none. */
export const noCall = (method: string, what = "an active call") =>
  new Error(`Call object is not available. ${method}() needs ${what}.`);
