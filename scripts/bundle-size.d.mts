export function measure(entry: string, options?: { platform?: 'browser' | 'node' | 'neutral' }): Promise<{ upFront: number; lazy: { bytes: number; inputs: string[] }[] }>;
export function kb(bytes: number): string;
export const UP_FRONT_BUDGET: number;
