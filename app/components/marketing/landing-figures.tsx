// Sample panels for the landing page's feature sections. Every number here is an illustrative
// marketing figure (spec §9), never a user's data; IllustrativeFigure labels them as such.

import { formatMoney } from "~/lib/format";

const row = "flex items-center justify-between gap-3 text-sm";
const muted = "text-slate-600 dark:text-slate-400";
const tile = "rounded-lg bg-white p-3 dark:bg-slate-800";

function Bar({ percent, className }: { percent: number; className: string }) {
  return (
    <div className="h-2 w-full rounded-full bg-slate-200 dark:bg-slate-700">
      <div className={`h-2 rounded-full ${className}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

export function SentimentFigure() {
  const parts = [
    { label: "Positive", percent: 72, bar: "bg-emerald-600" },
    { label: "Neutral", percent: 19, bar: "bg-slate-500" },
    { label: "Negative", percent: 9, bar: "bg-brand-600" },
  ];
  return (
    <div className="space-y-4">
      <div className={row}>
        <span className="font-semibold">“My $500 home studio setup”</span>
        <span className={muted}>1,240 comments</span>
      </div>
      <ul className="space-y-3">
        {parts.map((part) => (
          <li key={part.label} className="space-y-1">
            <div className={row}>
              <span>{part.label}</span>
              <span className="font-semibold">{part.percent}%</span>
            </div>
            <Bar percent={part.percent} className={part.bar} />
          </li>
        ))}
      </ul>
      <p className={tile + " text-sm"}>
        <span className="font-semibold">Recommendation:</span> viewers keep asking about microphone placement. A
        follow-up video would answer 180+ comments.
      </p>
    </div>
  );
}

export function CompetitorFigure() {
  const videos = [
    {
      title: "I tried every budget mic",
      channel: "GearBench",
      views: "412K",
      why: "Question-led title, result in the thumbnail",
    },
    {
      title: "My full studio tour",
      channel: "Frame & Focus",
      views: "198K",
      why: "Posted the week a big rival went quiet",
    },
  ];
  return (
    <ul className="space-y-3">
      {videos.map((video) => (
        <li key={video.title} className={tile}>
          <div className={row}>
            <span className="font-semibold">{video.title}</span>
            <span className="font-semibold">{video.views} views</span>
          </div>
          <p className={`text-sm ${muted}`}>{video.channel}</p>
          <p className="mt-2 text-sm">
            <span className="font-semibold">Why it works:</span> {video.why}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function IdeasFigure() {
  const ideas = [
    { title: "5 lighting mistakes beginners make", score: 94, difficulty: "Easy" },
    { title: "Home studio on a student budget", score: 88, difficulty: "Medium" },
    { title: "Soundproofing myths, tested", score: 81, difficulty: "Hard" },
  ];
  return (
    <ol className="space-y-3">
      {ideas.map((idea) => (
        <li key={idea.title} className={`${tile} ${row}`}>
          <span className="font-semibold">{idea.title}</span>
          <span className="shrink-0 text-right">
            <span className="block font-semibold">Trend {idea.score}</span>
            <span className={`block text-xs ${muted}`}>{idea.difficulty}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function RpmFigure() {
  const rows = [
    { label: "Your RPM, last 28 days", value: 2.67, bar: "bg-brand-600" },
    { label: "Your RPM, the 28 days before", value: 2.41, bar: "bg-slate-500" },
    { label: "Your top-earning videos", value: 4.9, bar: "bg-emerald-600" },
  ];
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {rows.map((item) => (
          <li key={item.label} className="space-y-1">
            <div className={row}>
              <span>{item.label}</span>
              <span className="font-semibold">{formatMoney(item.value)}</span>
            </div>
            <Bar percent={(item.value / 6) * 100} className={item.bar} />
          </li>
        ))}
      </ul>
      <p className={tile + " text-sm"}>
        <span className="font-semibold">Tip:</span> videos over 8 minutes can carry mid-roll ads. Your tutorials average
        7:40.
      </p>
    </div>
  );
}

export function SeriesFigure() {
  const videos = [
    { title: "Choosing a first camera", done: true },
    { title: "Lighting with two lamps", done: true },
    { title: "Sound on a budget", done: true },
    { title: "Editing your first vlog", done: false },
    { title: "Thumbnails that get clicks", done: false },
  ];
  const done = videos.filter((video) => video.done).length;
  const percent = Math.round((done / videos.length) * 100);
  return (
    <div className="space-y-4">
      <div className={row}>
        <span className="font-semibold">Series: Home Studio Basics</span>
        <span className="font-semibold">{percent}% complete</span>
      </div>
      <Bar percent={percent} className="bg-brand-600" />
      <ol className="space-y-2 text-sm">
        {videos.map((video, index) => (
          <li key={video.title} className={`${tile} flex items-center gap-3 py-2`}>
            <span className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-900 dark:bg-slate-700 dark:text-white">
              {index + 1}
            </span>
            <span className="flex-1">{video.title}</span>
            <span className={muted}>{video.done ? "Published" : "Planned"}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
