// What the hand-written command may assume of gateway-mock.ts, which the double emitter writes from
// the IR: the generator's own type check reads this stand-in. Not copied into the package.

import type { DoubleOptions, RunningDouble } from "./gateway-double.js";

export declare function startGatewayMock(options?: DoubleOptions): Promise<RunningDouble>;
