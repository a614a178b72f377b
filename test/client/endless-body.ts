// A client that never stops sending, for the double's refusals of a body while it arrives: `head`,
// then `chunk` written again and again, the double's end of the connection ignored, until the double
// closes it (or 5 s pass). The double's linger after its end runs on a fake clock (linger-clock.ts).

import { connect } from "node:net";
import { onLingerClock } from "./linger-clock.js";

/** The chunk of chunked transfer encoding written by default: 16 KiB of `x`. */
const FILLER = `4000\r\n${"x".repeat(0x4000)}\r\n`;

/** What the double answered, and whether it closed the connection itself. */
export function endlessBody(url: string, head: string, chunk = FILLER): Promise<{ answer: string; closed: boolean }> {
  const { port, hostname } = new URL(url);
  return onLingerClock(
    ({ lingerPassed, realSetTimeout }) =>
      new Promise((resolve) => {
        const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
        let answer = "";
        const pour = () => {
          while (!socket.destroyed && socket.write(chunk));
        };
        socket.on("connect", () => {
          socket.write(head);
          pour();
        });
        socket.on("drain", pour);
        socket.on("data", (data) => (answer += data.toString()));
        socket.on("end", lingerPassed);
        socket.on("error", () => undefined);
        socket.on("close", () => resolve({ answer, closed: true }));
        realSetTimeout(() => {
          socket.destroy();
          resolve({ answer, closed: false });
        }, 5_000);
      }),
  );
}
