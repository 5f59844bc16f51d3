-- wrk script: spread requests evenly instead of as fast as possible.
-- Each connection waits a random 0..2*mean ms before each request, so N connections give about
-- N * 1000 / (mean + latency) requests per second, arriving independently of each other.
-- The mean delay comes from the environment: WRK_MEAN_DELAY_MS.
local mean = tonumber(os.getenv("WRK_MEAN_DELAY_MS") or "100")
local host = os.getenv("WRK_HOST")
local cookie = os.getenv("WRK_COOKIE")
math.randomseed(os.time())

function setup(thread) end

request = function()
  if host then wrk.headers["Host"] = host end
  if cookie then wrk.headers["Cookie"] = cookie end
  return wrk.format("GET", wrk.path)
end

delay = function()
  return math.random(0, 2 * mean)
end

done = function(summary, latency, requests)
  io.write(string.format("JSON{\"requests\":%d,\"seconds\":%.3f,\"p50\":%.2f,\"p99\":%.2f,\"max\":%.2f,\"errors\":%d}\n",
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
