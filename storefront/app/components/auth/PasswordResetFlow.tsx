import { Link } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";
import { Field, PrimaryButton } from "~/components/ui/Field";
import { toast } from "~/components/ui/use-toast";
import { formatCountdown, useCountdown } from "~/hooks/use-countdown";
import { apiRequest, errorMessage } from "~/lib/http/api-client";
import { MESSAGES, normaliseDigitCode, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from "~/lib/auth/validation";

/** Spec §9: the reset screen's resend cooldown. */
export const RESET_RESEND_SECONDS = 60;

export type ResetStep = "phone_input" | "otp_verification" | "password_reset" | "success";

/** Password reset in four steps (spec §2, §4, §5). */
export function PasswordResetFlow() {
  const [step, setStep] = useState<ResetStep>("phone_input");
  const [phoneNumber, setPhoneNumber] = useState("");
  const phoneInputId = useId();
  useTypedBeforeHydration(phoneInputId, (typed) => setPhoneNumber(typed.replace(/[^\d]/g, "")));
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const cooldown = useCountdown();

  const sendCode = async () => {
    const phone = phoneNumber.trim();
    if (!phone) {
      toast({ title: MESSAGES.phoneRequiredTitle, description: MESSAGES.phoneRequired, variant: "destructive" });
      return;
    }
    if (!PHONE_PATTERN.test(phone)) {
      toast({ title: "Unable to Send Code", description: MESSAGES.phoneFormatReset, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/send-password-reset-otp", { phoneNumber: phone });
      setStep("otp_verification");
      cooldown.start(RESET_RESEND_SECONDS);
      toast({ title: "Code Sent", description: `If ${phone} has a Glow account, a 6-digit code is on its way.` });
    } catch (error) {
      toast({ title: "Unable to Send Code", description: errorMessage(error, "Please try again in a moment."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6) {
      toast({ title: "Verification Failed", description: MESSAGES.resetCode, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/verify-password-reset-otp", { phoneNumber: phoneNumber.trim(), otpCode: code });
      setStep("password_reset");
      toast({ title: "Code Verified", description: "Now choose a new password." });
    } catch (error) {
      toast({ title: "Verification Failed", description: errorMessage(error, "That code did not work. Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    const confirm = String(form.get("confirmPassword") ?? "");
    if (!newPassword || newPassword.length < PASSWORD_MIN) {
      toast({ title: MESSAGES.passwordTooShortTitle, description: MESSAGES.passwordTooShort, variant: "destructive" });
      return;
    }
    if (newPassword !== confirm) {
      toast({ title: MESSAGES.passwordsDontMatchTitle, description: MESSAGES.passwordsDontMatch, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/reset-password", { phoneNumber: phoneNumber.trim(), newPassword });
      setStep("success");
      toast({ title: "Password Reset Successfully", description: "You can now sign in with your new password." });
    } catch (error) {
      toast({ title: "Password Reset Failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const back = () => {
    setStep("phone_input");
    setCode("");
    cooldown.reset();
  };

  return (
    <div data-step={step} data-testid="password-reset">
      {step === "phone_input" && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void sendCode();
          }}
          className="flex flex-col gap-4"
          noValidate
        >
          <p className="text-sm text-gray-700">Enter the phone number of your account and we'll text you a 6-digit code.</p>
          <Field label="Phone number" id={phoneInputId} name="phoneNumber" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="0244000000" maxLength={10} value={phoneNumber} onChange={(e) => setPhoneNumber(e.target.value.replace(/[^\d]/g, ""))} />
          <PrimaryButton type="submit" pending={pending} pendingLabel="Sending code…">
            Send Code
          </PrimaryButton>
          <Link to="/auth" className="text-center text-sm font-medium text-brand-700 underline">
            Back to Sign In
          </Link>
        </form>
      )}
      {step === "otp_verification" && (
        <form onSubmit={verify} className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-gray-700">
            Enter the 6-digit code sent to <strong>{phoneNumber}</strong>.
          </p>
          <Field label="Verification code" name="otpCode" inputMode="numeric" autoComplete="one-time-code" maxLength={12} value={code} onChange={(e) => setCode(normaliseDigitCode(e.target.value))} className="[&_input]:font-mono [&_input]:tracking-[0.4em]" />
          <PrimaryButton type="submit" pending={pending} pendingLabel="Verifying…">
            Verify Code
          </PrimaryButton>
          <div className="flex flex-wrap justify-between gap-2">
            <button type="button" onClick={back} className="text-sm font-medium text-brand-700 underline">
              Back
            </button>
            <button type="button" onClick={() => void sendCode()} disabled={cooldown.remaining > 0 || pending} className="text-sm font-medium text-brand-700 underline disabled:cursor-not-allowed disabled:text-gray-400 disabled:no-underline">
              {cooldown.remaining > 0 ? `Resend Code in ${formatCountdown(cooldown.remaining)}` : "Resend Code"}
            </button>
          </div>
        </form>
      )}
      {step === "password_reset" && (
        <form onSubmit={reset} className="flex flex-col gap-4" noValidate>
          <Field label="New password" name="newPassword" type="password" autoComplete="new-password" hint={`Minimum ${PASSWORD_MIN} characters`} maxLength={PASSWORD_MAX} />
          <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
          <PrimaryButton type="submit" pending={pending} pendingLabel="Saving…">
            Reset Password
          </PrimaryButton>
        </form>
      )}
      {step === "success" && (
        <div className="flex flex-col items-center gap-4 text-center">
          <p aria-hidden="true" className="text-5xl">✅</p>
          <p className="text-lg font-semibold">Your password has been reset.</p>
          <Link to="/auth" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            Sign In Now
          </Link>
        </div>
      )}
    </div>
  );
}
