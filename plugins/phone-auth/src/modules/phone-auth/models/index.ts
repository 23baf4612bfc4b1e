export { default as PhoneAuthCode } from "./code";
export { default as PhoneAuthSession } from "./session";
export { default as PhoneAuthTrustedDevice } from "./trusted-device";
