/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }
  interface AutocannonOptions {
    url: string | string[];
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface AutocannonResult {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<AutocannonResult> {
    stop(): void;
  }
  function autocannon(options: AutocannonOptions): Instance;
  export default autocannon;
  export type { AutocannonRequest, AutocannonResult };
}
