// Loaded with `node --import`: moves this process's clock to SHIFTED_NOW (an ISO time) and lets it
// run on from there, so a test server can stand at another moment (around Moscow midnight).
const target = Date.parse(process.env.SHIFTED_NOW ?? '');
if (!Number.isNaN(target)) {
  const RealDate = Date;
  const offset = target - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (date, args, newTarget) =>
      Reflect.construct(date, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (date, property, receiver) =>
      property === 'now' ? now : (Reflect.get(date, property, receiver) as unknown),
  });
}
