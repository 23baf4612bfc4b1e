/** The signed-in user as the browser sees it (spec §3 User, cached under /api/user). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  /** Local format, e.g. 0244000001. */
  phoneNumber: string;
  email: string | null;
  isAdmin: boolean;
  askCodeOnNewDevice: boolean;
}

/** +233244000001 → 0244000001 (what Ghanaians type and read). */
export function toLocalPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  return phone.startsWith("+233") ? `0${phone.slice(4)}` : phone;
}

/** The avatar initial: the first letter of the first name, otherwise the second character of the phone number. */
export function avatarInitial(user: Pick<User, "firstName" | "phoneNumber">): string {
  const first = user.firstName?.trim();
  if (first) return first[0]!.toUpperCase();
  return user.phoneNumber.charAt(1) || "?";
}
