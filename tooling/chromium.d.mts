export declare const chromiumArgs: readonly string[];
export declare function chromiumLaunchOptions(chromePath?: string): {
  executablePath?: string;
  args?: string[];
};
