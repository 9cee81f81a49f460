import { describe, expect, it } from "vitest";
import { parseChannelInput } from "./channel-input";

const CHANNEL_ID = "UCX6OQ3DkcsbYNE6H8uQQuVA";
const VIDEO_ID = "dQw4w9WgXcQ";

describe("parseChannelInput", () => {
  it.each([
    ["@mkbhd", "mkbhd"],
    ["  @mkbhd  ", "mkbhd"],
    ["@Veritasium", "Veritasium"],
    ["@some.channel-name_1", "some.channel-name_1"],
    ["youtube.com/@mkbhd", "mkbhd"],
    ["www.youtube.com/@mkbhd", "mkbhd"],
    ["m.youtube.com/@mkbhd", "mkbhd"],
    ["https://youtube.com/@mkbhd", "mkbhd"],
    ["https://www.youtube.com/@mkbhd", "mkbhd"],
    ["http://www.youtube.com/@mkbhd", "mkbhd"],
    ["https://m.youtube.com/@mkbhd", "mkbhd"],
    ["https://www.youtube.com/@mkbhd/", "mkbhd"],
    ["https://www.youtube.com/@mkbhd/videos", "mkbhd"],
    ["https://www.youtube.com/@mkbhd/shorts?view=0&sort=p", "mkbhd"],
    ["HTTPS://WWW.YOUTUBE.COM/@mkbhd", "mkbhd"],
    ["https://www.youtube.com/@%E3%81%B2%E3%82%8D%E3%82%86%E3%81%8D", "ひろゆき"],
    ["/@mkbhd", "mkbhd"],
    ["mkbhd", "mkbhd"],
    ["linus.tech.tips", "linus.tech.tips"],
  ])("reads %j as a handle", (raw, handle) => {
    expect(parseChannelInput(raw)).toEqual({ kind: "handle", handle });
  });

  it.each([
    [CHANNEL_ID],
    [`  ${CHANNEL_ID}\n`],
    [`https://www.youtube.com/channel/${CHANNEL_ID}`],
    [`https://youtube.com/channel/${CHANNEL_ID}/videos`],
    [`youtube.com/channel/${CHANNEL_ID}`],
    [`m.youtube.com/channel/${CHANNEL_ID}?sub_confirmation=1`],
    [`/channel/${CHANNEL_ID}`],
    [`channel/${CHANNEL_ID}`],
    [`https://www.youtube.com/channel/${CHANNEL_ID}#about`],
  ])("reads %j as a channel id", (raw) => {
    expect(parseChannelInput(raw)).toEqual({ kind: "id", id: CHANNEL_ID });
  });

  it.each([
    ["https://www.youtube.com/c/LinusTechTips", "LinusTechTips"],
    ["youtube.com/c/LinusTechTips/videos", "LinusTechTips"],
    ["/c/LinusTechTips", "LinusTechTips"],
    ["https://www.youtube.com/LinusTechTips", "LinusTechTips"],
  ])("reads %j as a custom name", (raw, name) => {
    expect(parseChannelInput(raw)).toEqual({ kind: "custom", name });
  });

  it.each([
    ["https://www.youtube.com/user/marquesbrownlee", "marquesbrownlee"],
    ["youtube.com/user/marquesbrownlee/videos", "marquesbrownlee"],
    ["/user/marquesbrownlee", "marquesbrownlee"],
  ])("reads %j as a legacy username", (raw, username) => {
    expect(parseChannelInput(raw)).toEqual({ kind: "username", username });
  });

  it.each([
    [`https://www.youtube.com/watch?v=${VIDEO_ID}`],
    [`https://youtube.com/watch?v=${VIDEO_ID}&t=42s`],
    [`youtube.com/watch?app=desktop&v=${VIDEO_ID}&list=PL1234&index=2`],
    [`www.youtube.com/watch?v=${VIDEO_ID}`],
    [`https://m.youtube.com/watch?v=${VIDEO_ID}&feature=youtu.be`],
    [`https://music.youtube.com/watch?v=${VIDEO_ID}`],
    [`https://youtu.be/${VIDEO_ID}`],
    [`youtu.be/${VIDEO_ID}?si=AbCdEfGh123&t=10`],
    [`https://www.youtube.com/shorts/${VIDEO_ID}`],
    [`youtube.com/shorts/${VIDEO_ID}?feature=share`],
    [`https://www.youtube.com/live/${VIDEO_ID}?si=xyz`],
    [`https://www.youtube.com/embed/${VIDEO_ID}?start=5`],
    [`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`],
    [`https://www.youtube.com/watch/${VIDEO_ID}`],
    [`https://www.youtube.com/watch?v=${VIDEO_ID}#comments`],
  ])("reads %j as a video", (raw) => {
    expect(parseChannelInput(raw)).toEqual({ kind: "video", videoId: VIDEO_ID });
  });

  it.each([
    [""],
    ["   "],
    ["@"],
    ["@ab"],
    [`@${"a".repeat(31)}`],
    ["@has space"],
    ["two words"],
    ["not a channel!"],
    ["hello<script>"],
    ["https://example.com/@mkbhd"],
    ["https://notyoutube.com/@mkbhd"],
    ["https://youtube.com.evil.example/@mkbhd"],
    ["https://www.youtube.com/"],
    ["youtube.com"],
    ["https://www.youtube.com/watch"],
    ["https://www.youtube.com/watch?v=short"],
    [`https://www.youtube.com/watch?v=${VIDEO_ID}x`],
    ["https://youtu.be/"],
    ["https://www.youtube.com/channel/"],
    ["https://www.youtube.com/channel/UCtooShort"],
    ["https://www.youtube.com/channel/not-a-channel-id-at-all!"],
    ["https://www.youtube.com/c/"],
    ["https://www.youtube.com/user/"],
    ["https://www.youtube.com/results?search_query=cats"],
    ["https://www.youtube.com/playlist?list=PL1234"],
    ["https://www.youtube.com/feed/subscriptions"],
    ["ftp://youtube.com/@mkbhd"],
    ["javascript:alert(1)"],
    ["https://user:pass@www.youtube.com/@mkbhd"],
    ["https://www.youtube.com:8080/@mkbhd"],
    ["https://www.youtube.com/@%E0%A4%A"],
    [`https://www.youtube.com/@mkbhd?${"x".repeat(3000)}`],
    ["a".repeat(31)],
  ])("rejects %j", (raw) => {
    expect(parseChannelInput(raw)).toBeNull();
  });

  it("rejects non-string input at run time", () => {
    expect(parseChannelInput(undefined as unknown as string)).toBeNull();
  });
});
