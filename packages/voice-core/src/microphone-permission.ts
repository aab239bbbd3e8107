interface MaybePermissions {
  readonly navigator?: { readonly permissions?: Pick<Permissions, "query"> };
}

/**
 * Whether the page may use the microphone without asking: the Permissions API says `granted`.
 * `false` when it says `prompt` or `denied`, or cannot tell (an older browser, the server). A page
 * that rejoins a call on load checks it first: a permission prompt nobody asked for, on a page
 * that just loaded, is one many browsers block or hide, and a visitor is right to refuse.
 *
 * @example
 * ```ts
 * if (await microphoneGranted()) void client.resume();
 * else showRejoinButton(); // its click calls client.resume(), and the browser may ask
 * ```
 */
export async function microphoneGranted(): Promise<boolean> {
  try {
    const status = await (globalThis as MaybePermissions).navigator?.permissions?.query({
      name: "microphone",
    });
    return status?.state === "granted";
  } catch {
    // Firefox before 131 does not know the name "microphone".
    return false;
  }
}
