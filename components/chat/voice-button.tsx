"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Mic, MicOff } from "lucide-react";
import { clsx } from "clsx";

// The Web Speech API is not in TypeScript's DOM library; this is the part we use.
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const noSubscribe = () => () => {};

export const MIC_DENIED_MESSAGE = "Microphone access was denied. Allow the microphone in your browser settings to use voice input.";
export const VOICE_ERROR_MESSAGE = "Sorry, voice input didn't catch that. Please try again.";

/**
 * Voice input: one utterance in en-US, final results only. Pressing toggles listening; it ends
 * after one result, an error or the end of speech. Hidden when the browser cannot recognise speech.
 */
export function VoiceButton({ onResult, onError, disabled }: { onResult: (text: string) => void; onError: (message: string) => void; disabled?: boolean }) {
  // The server renders it unsupported; the browser's answer takes over after hydration.
  const supported = useSyncExternalStore(noSubscribe, () => recognitionCtor() !== null, () => false);
  const [listening, setListening] = useState(false);
  const active = useRef<Recognition | null>(null);

  useEffect(() => {
    if (!recognitionCtor()) console.info("Voice input not supported in this browser");
    return () => active.current?.stop();
  }, []);

  if (!supported) return null;

  const toggle = () => {
    if (listening) {
      active.current?.stop();
      return;
    }
    const Ctor = recognitionCtor();
    if (!Ctor) return;
    const r = new Ctor();
    r.lang = "en-US";
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (e) => {
      const text = e.results[0]?.[0]?.transcript?.trim();
      if (text) onResult(text);
      r.stop();
    };
    r.onerror = (e) => {
      console.warn("Voice input error:", e.error);
      onError(e.error === "not-allowed" ? MIC_DENIED_MESSAGE : VOICE_ERROR_MESSAGE);
      setListening(false);
    };
    r.onend = () => {
      setListening(false);
      active.current = null;
    };
    active.current = r;
    setListening(true);
    try {
      r.start();
    } catch (err) {
      console.warn("Voice input could not start:", err);
      setListening(false);
      onError(VOICE_ERROR_MESSAGE);
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={disabled}
      aria-pressed={listening}
      aria-label={listening ? "Stop voice input" : "Start voice input"}
      // clsx, not cn(): the two sets never conflict, and tailwind-merge's first call (building its
      // tables) was a long task in the campaign chat's first render (issue 14 item 8, eighth round).
      className={clsx(
        "flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-50",
        listening ? "bg-red-100 text-red-700 animate-pulse motion-reduce:animate-none" : "text-muted hover:bg-slate-100 hover:text-ink",
      )}
    >
      {listening ? <MicOff className="h-5 w-5" aria-hidden /> : <Mic className="h-5 w-5" aria-hidden />}
    </button>
  );
}
