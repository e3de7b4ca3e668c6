export const serverArgs: string[];
