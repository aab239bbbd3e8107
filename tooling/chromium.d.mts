export declare const chromiumArgs: readonly string[];
export declare function chromiumLaunchOptions(chromePath?: string): {
  executablePath?: string;
  args?: string[];
};
/** Why the browser tests cannot start here, with what to do; `undefined` when they can. */
export declare function browserProblem(chromePath?: string): Promise<string | undefined>;
