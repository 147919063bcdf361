/** The status fan-out of this process (in-process or Redis). */
export const STATUS_FAN_OUT = Symbol('STATUS_FAN_OUT');
