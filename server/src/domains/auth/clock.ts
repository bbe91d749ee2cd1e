/** `HH:MM WIB`: a moment on the Jakarta clock (UTC+7 all year), as the sign-in's lockout message says it. */
export function jakartaClock(moment: Date): string {
  const time = moment.toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Jakarta',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${time} WIB`;
}
