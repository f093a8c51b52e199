"use client";

import { useRef, useState, useSyncExternalStore } from "react";
import { Mic, MicOff } from "lucide-react";
import { cn } from "@/lib/utils";

type Recognition = {
  lang: string; continuous: boolean; interimResults: boolean; maxAlternatives: number;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void; stop(): void;
};
type RecognitionCtor = new () => Recognition;

const noop = () => () => {};

function recognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Voice input: one utterance, no interim results, en-US; hidden where the browser has no recognition. */
export function VoiceInput({ onResult, disabled }: { onResult: (text: string) => void; disabled?: boolean }) {
  // Known only in the browser; the server renders no button.
  const supported = useSyncExternalStore(noop, () => recognitionCtor() !== null, () => false);
  const [listening, setListening] = useState(false);
  const rec = useRef<Recognition | null>(null);
  if (!supported) return null;

  function toggle() {
    if (listening) {
      rec.current?.stop();
      return;
    }
    const Ctor = recognitionCtor();
    if (!Ctor) return;
    const r = new Ctor();
    r.lang = "en-US";
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (e) => onResult(e.results[0]?.[0]?.transcript ?? "");
    r.onerror = (e) => {
      console.warn(e.error === "not-allowed" ? "Microphone access denied" : "Speech recognition error", e.error);
      setListening(false);
    };
    r.onend = () => setListening(false);
    rec.current = r;
    setListening(true);
    r.start();
  }

  return (
    <button
      type="button" onClick={toggle} disabled={disabled}
      aria-label={listening ? "Stop voice input" : "Start voice input"} aria-pressed={listening}
      className={cn("flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-line text-muted hover:bg-slate-100 disabled:opacity-50", listening && "border-red-300 bg-red-50 text-red-600")}
    >
      {listening ? <MicOff className="h-4 w-4" aria-hidden /> : <Mic className="h-4 w-4" aria-hidden />}
    </button>
  );
}
