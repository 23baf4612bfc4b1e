import { Form, Link, useNavigate } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { Field, PrimaryButton } from "~/components/ui/Field";
import { toast } from "~/components/ui/use-toast";
import { formatCountdown, useCountdown } from "~/hooks/use-countdown";
import { useSignedIn } from "~/hooks/use-user";
import { apiRequest, errorMessage } from "~/lib/http/api-client";
import { getDeviceFingerprint } from "~/lib/auth/fingerprint";
import type { User } from "~/lib/auth/user";
import { loginSchema, MESSAGES, normaliseDigitCode, PASSWORD_MAX } from "~/lib/auth/validation";

export const REDIRECT_AFTER_AUTH_MS = 1500;
export const LOGIN_CODE_SECONDS = 600;

type LoginAnswer = (User & { requiresOtp?: false }) | { requiresOtp: true; expiresIn?: number };

/**
 * Sign In (spec §2): phone, password, Remember me, Forgot Password. Without JavaScript the form
 * posts to the /auth action. Customers who asked for codes on new devices get the code step (§4).
 */
export function SignInForm({ serverError }: { serverError?: string }) {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(serverError);
  const [otpFor, setOtpFor] = useState<{ phoneNumber: string } | null>(null);
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(true);
  const countdown = useCountdown();

  const succeed = (user: User) => {
    signedIn(user);
    toast({ title: "Welcome back!", description: "You have been signed in successfully." });
    setTimeout(() => navigate("/", { replace: true }), REDIRECT_AFTER_AUTH_MS);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const candidate = {
      phoneNumber: String(form.get("phoneNumber") ?? "").trim(),
      password: String(form.get("password") ?? ""),
      rememberMe: form.get("rememberMe") === "on",
      deviceFingerprint: getDeviceFingerprint(),
    };
    if (!candidate.phoneNumber || !candidate.password) {
      setError(MESSAGES.loginRequired);
      toast({ title: "Sign in failed", description: MESSAGES.loginRequired, variant: "destructive" });
      return;
    }
    const parsed = loginSchema.safeParse(candidate);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? MESSAGES.loginRequired;
      setError(message);
      toast({ title: "Sign in failed", description: message, variant: "destructive" });
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const answer = await apiRequest<LoginAnswer>("POST", "/api/login", parsed.data);
      if (answer.requiresOtp) {
        setOtpFor({ phoneNumber: parsed.data.phoneNumber });
        countdown.start(answer.expiresIn ?? LOGIN_CODE_SECONDS);
        toast({ title: "Verification Code Sent", description: "We sent a 6-digit code to your phone to confirm this new device." });
      } else {
        succeed(answer);
      }
    } catch (failure) {
      const message = errorMessage(failure, "Please check your phone number and password.");
      setError(message);
      toast({ title: "Login Failed", description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const onVerify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!otpFor) return;
    if (code.length !== 6) {
      toast({ title: "Sign in failed", description: MESSAGES.resetCode, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const user = await apiRequest<User>("POST", "/api/auth/verify-otp", {
        phoneNumber: otpFor.phoneNumber,
        otpCode: code,
        deviceFingerprint: getDeviceFingerprint(),
        rememberDevice: trustDevice,
      });
      succeed(user);
    } catch (failure) {
      toast({ title: "Sign in failed", description: errorMessage(failure, "That code did not work. Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  if (otpFor) {
    return (
      <form onSubmit={onVerify} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-gray-700">
          Enter the 6-digit code we sent to <strong>{otpFor.phoneNumber}</strong>.
        </p>
        <Field
          label="Verification code"
          name="otpCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(normaliseDigitCode(e.target.value))}
          maxLength={12}
          hint={countdown.remaining > 0 ? `Code expires in ${formatCountdown(countdown.remaining)}` : "The code has expired. Go back and sign in again for a new one."}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={trustDevice} onChange={(e) => setTrustDevice(e.target.checked)} className="h-4 w-4" />
          Trust this device for 30 days
        </label>
        <PrimaryButton type="submit" pending={pending} pendingLabel="Verifying…">
          Verify and Sign In
        </PrimaryButton>
        <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => { setOtpFor(null); setCode(""); countdown.reset(); }}>
          Back
        </button>
      </form>
    );
  }

  return (
    <Form method="post" action="/auth" onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value="login" />
      <Field label="Phone number" name="phoneNumber" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="0244000000" maxLength={10} required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX} />
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="rememberMe" className="h-4 w-4" />
          Remember me
        </label>
        <Link to="/password-reset" className="text-sm font-medium text-brand-700 underline">
          Forgot Password
        </Link>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <PrimaryButton type="submit" pending={pending} pendingLabel="Signing in…">
        Sign In
      </PrimaryButton>
    </Form>
  );
}
