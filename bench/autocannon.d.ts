// The part of autocannon's API the benchmarks use (the package ships no types; @types/autocannon
// is not installed here).
declare module "autocannon" {
  type Request = { path: string; method?: string; headers?: Record<string, string> };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (req: Request) => Request }[];
  };
  type Result = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; throughput: { total: number } };
  export default function autocannon(opts: Options): Promise<Result>;
}
