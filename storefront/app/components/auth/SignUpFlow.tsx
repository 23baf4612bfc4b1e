import { useNavigate } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";
import { Field, PrimaryButton } from "~/components/ui/Field";
import { toast } from "~/components/ui/use-toast";
import { formatCountdown, useCountdown } from "~/hooks/use-countdown";
import { useSignedIn } from "~/hooks/use-user";
import { apiRequest, errorMessage } from "~/lib/http/api-client";
import { getDeviceFingerprint } from "~/lib/auth/fingerprint";
import type { User } from "~/lib/auth/user";
import { MESSAGES, normaliseRegistrationCode, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, registerSchema } from "~/lib/auth/validation";
import { REDIRECT_AFTER_AUTH_MS } from "./SignInForm";

/** Spec §9: the registration code's countdown; resend is blocked while it runs. */
export const REGISTRATION_CODE_SECONDS = 600;

type Step = "phone" | "code" | "details";

/** Sign Up in three steps (spec §2, §4): phone → 6-character code with countdown → details. */
export function SignUpFlow() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [step, setStep] = useState<Step>("phone");
  const [phoneNumber, setPhoneNumber] = useState("");
  const phoneInputId = useId();
  useTypedBeforeHydration(phoneInputId, (typed) => setPhoneNumber(typed.replace(/[^\d]/g, "")));
  const [phoneError, setPhoneError] = useState<string>();
  const [code, setCode] = useState("");
  const [verified, setVerified] = useState(false);
  const [pending, setPending] = useState(false);
  const countdown = useCountdown();

  const sendCode = async () => {
    const phone = phoneNumber.trim();
    if (!phone) {
      setPhoneError(MESSAGES.missingPhone);
      toast({ title: MESSAGES.missingPhoneTitle, description: MESSAGES.missingPhone, variant: "destructive" });
      return;
    }
    if (!PHONE_PATTERN.test(phone)) {
      setPhoneError(MESSAGES.phoneFormat);
      toast({ title: "Unable to Send Verification Code", description: MESSAGES.phoneFormat, variant: "destructive" });
      return;
    }
    setPhoneError(undefined);
    setPending(true);
    try {
      const answer = await apiRequest<{ expiresIn?: number }>("POST", "/api/auth/send-registration-otp", { phoneNumber: phone });
      setCode("");
      setStep("code");
      countdown.start(answer.expiresIn ?? REGISTRATION_CODE_SECONDS);
      toast({ title: "Verification Code Sent", description: `We sent a 6-character code to ${phone}.` });
    } catch (error) {
      toast({ title: "Unable to Send Verification Code", description: errorMessage(error, "Please try again in a moment."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const onPhoneSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendCode();
  };

  const onCodeSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6) {
      toast({ title: "Unable to Verify Code", description: MESSAGES.registrationCode, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/verify-registration-otp", { phoneNumber: phoneNumber.trim(), otpCode: code });
      setVerified(true);
      setStep("details");
      countdown.reset();
      toast({ title: "Phone Verified", description: "Now complete your registration." });
    } catch (error) {
      toast({ title: "Unable to Verify Code", description: errorMessage(error, "That code did not work. Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const changePhone = () => {
    setStep("phone");
    setCode("");
    setVerified(false);
    countdown.reset();
  };

  const onDetailsSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verified) {
      toast({ title: MESSAGES.phoneNotVerifiedTitle, description: MESSAGES.phoneNotVerified, variant: "destructive" });
      return;
    }
    const form = new FormData(event.currentTarget);
    const candidate = {
      phoneNumber: phoneNumber.trim(),
      password: String(form.get("password") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
      firstName: String(form.get("firstName") ?? "").trim(),
      lastName: String(form.get("lastName") ?? "").trim(),
      email: String(form.get("email") ?? "").trim(),
      location: String(form.get("location") ?? "").trim(),
      deviceFingerprint: getDeviceFingerprint(),
    };
    if (!candidate.password || !candidate.confirmPassword || !candidate.firstName || !candidate.lastName) {
      toast({ title: "Registration failed", description: MESSAGES.registrationRequired, variant: "destructive" });
      return;
    }
    if (candidate.password !== candidate.confirmPassword) {
      toast({ title: MESSAGES.passwordsDontMatchTitle, description: MESSAGES.passwordsDontMatch, variant: "destructive" });
      return;
    }
    const parsed = registerSchema.safeParse(candidate);
    if (!parsed.success) {
      toast({ title: "Registration failed", description: parsed.error.issues[0]?.message ?? "Please check your details.", variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const user = await apiRequest<User>("POST", "/api/register", parsed.data);
      signedIn(user);
      toast({ title: "Account created!", description: `Welcome to Glow, ${user.firstName}.` });
      setTimeout(() => navigate("/", { replace: true }), REDIRECT_AFTER_AUTH_MS);
    } catch (error) {
      const message = errorMessage(error, "Please try again.");
      if (message === MESSAGES.phoneNotVerified) {
        // Spec §5: the verification expired (or was never made) — 'Phone Not Verified', and back to
        // the phone step (the number kept) to get a new code.
        toast({ title: MESSAGES.phoneNotVerifiedTitle, description: MESSAGES.phoneNotVerified, variant: "destructive" });
        changePhone();
        return;
      }
      toast({ title: "Registration failed", description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  if (step === "phone") {
    return (
      <form onSubmit={onPhoneSubmit} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-gray-700">Step 1 of 3 — we'll text you a code to confirm your number.</p>
        <Field
          label="Phone number"
          id={phoneInputId}
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="0244000000"
          maxLength={10}
          value={phoneNumber}
          onChange={(e) => setPhoneNumber(e.target.value.replace(/[^\d]/g, ""))}
          error={phoneError}
        />
        <PrimaryButton type="submit" pending={pending} pendingLabel="Sending code…">
          Send Verification Code
        </PrimaryButton>
      </form>
    );
  }

  if (step === "code") {
    return (
      <form onSubmit={onCodeSubmit} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-gray-700">
          Step 2 of 3 — enter the 6-character code we sent to <strong>{phoneNumber}</strong>.
        </p>
        <Field
          label="Verification code"
          name="otpCode"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={code}
          onChange={(e) => setCode(normaliseRegistrationCode(e.target.value))}
          className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
        />
        <p className="text-sm text-gray-700" aria-live="polite" data-testid="code-countdown">
          {countdown.remaining > 0 ? <>Code expires in {formatCountdown(countdown.remaining)}</> : "The code has expired. Request a new one."}
        </p>
        <PrimaryButton type="submit" pending={pending} pendingLabel="Verifying…">
          Verify Code
        </PrimaryButton>
        <div className="flex flex-wrap justify-between gap-2">
          <button type="button" onClick={changePhone} className="text-sm font-medium text-brand-700 underline">
            Change Phone Number
          </button>
          <button type="button" onClick={() => void sendCode()} disabled={countdown.remaining > 0 || pending} className="text-sm font-medium text-brand-700 underline disabled:cursor-not-allowed disabled:text-gray-400 disabled:no-underline">
            Resend Code
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={onDetailsSubmit} className="flex flex-col gap-4" noValidate>
      <h2 className="text-lg font-semibold">Complete Your Registration</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" name="firstName" autoComplete="given-name" required maxLength={100} />
        <Field label="Last name" name="lastName" autoComplete="family-name" required maxLength={100} />
      </div>
      <Field label="Phone number (verified)" name="verifiedPhone" value={phoneNumber} readOnly />
      <Field label="Email (optional)" name="email" type="email" autoComplete="email" maxLength={200} />
      <Field label="Location (optional)" name="location" autoComplete="address-level2" placeholder="e.g. East Legon, Accra" maxLength={200} />
      <Field label="Password" name="password" type="password" autoComplete="new-password" hint={`Minimum ${PASSWORD_MIN} characters`} required maxLength={PASSWORD_MAX} />
      <Field label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX} />
      <PrimaryButton type="submit" pending={pending} pendingLabel="Creating your account…">
        Create Account
      </PrimaryButton>
    </form>
  );
}
