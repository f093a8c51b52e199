// "last week", "last night" are when something happened, not a last act: a loss told with them ("got fired
// last week, how do I explain it in interviews") was read as a final goodbye and got the urgent 988 card
// (found after the stop-18 merges). A last night or day said as the last one still reads as a goodbye.
import { describe, it } from "@jest/globals";
import { expectHelp, quiet, type HelpCase } from "../helpers/safety-shown";

describe("a loss told with a time word is not a goodbye", () => {
  it.each([
    "i got laid off last week, how should i explain the gap on my resume",
    "my husband walked out last night and i need to find a lawyer",
    "my friend got fired last week, what's a good gift to cheer her up",
    "we lost the farm last month and have to move, what do i tell the kids",
    "got laid off so today is my last day at the office, what do i say in my goodbye email",
  ])("quiet: %s", quiet);
});

describe("a last night or day said as the last one still reads as a goodbye", () => {
  it.each<HelpCase>([
    ["she left me and i lost my job. tonight is my last night", "suicide", /988/, ["tel:988"]],
    ["lost everything gambling. this will be my last day", "suicide", /988/, ["tel:988"]],
    ["my wife took the kids. my last day on earth is tomorrow", "suicide", /988/, ["tel:988"]],
  ])("%s", (...c) => expectHelp(c));
});
