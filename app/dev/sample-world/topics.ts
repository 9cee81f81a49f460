// The topics of the sample tech/productivity niche. Each topic carries its own economics
// (how many views, how much per view, how clickable, how watchable) so that the engines find
// real differences between topics rather than noise. All products and brands are fictional.

export type TopicId =
  | "home-office"
  | "productivity-apps"
  | "budget-laptops"
  | "smartphone-reviews"
  | "coding-tutorials"
  | "smart-home"
  | "camera-gear"
  | "ai-tools"
  // Covered only by competitors: gaps the own channel's audience keeps asking about.
  | "home-server"
  | "mechanical-keyboards";

/** How a topic's daily views move with the calendar (see views.ts). */
export type SeasonProfile = "buying-guide" | "new-year" | "steady";

export type Topic = {
  id: TopicId;
  label: string;
  categoryId: "28" | "26";
  season: SeasonProfile;
  /** Eventual views relative to the channel's median for its age. */
  viewMultiplier: number;
  /** Revenue per 1,000 views of a mid-roll eligible (>= 8 min) video in a neutral month, USD. */
  rpm: number;
  /** Typical impressions click-through rate, percent. */
  ctr: number;
  /** Average percentage viewed of a 12-minute video. */
  retention: number;
  /** Subscribers gained per view. */
  subscribeRate: number;
  /** 0..1: how much of a video's life comes from slow, search-driven views years later. */
  evergreen: number;
  /** Median and spread (log-sd) of a long-form video's length in minutes. */
  minutes: [median: number, logSd: number];
  tags: string[];
  hashtags: string[];
  /** [singular, plural] nouns the titles and comments talk about. */
  items: [string, string][];
  products: string[];
  /** How-to phrases: "How to {task}". */
  tasks: string[];
  /** Title templates specific to the topic (see titles.ts for the slot names). */
  templates: string[];
  chapters: string[];
  /** Questions viewers ask under this topic's videos. */
  questions: string[];
};

export const TOPICS: Record<TopicId, Topic> = {
  "home-office": {
    id: "home-office",
    label: "Home office setup",
    categoryId: "26",
    season: "buying-guide",
    viewMultiplier: 1.0,
    rpm: 7.4,
    ctr: 5.6,
    retention: 43,
    subscribeRate: 0.0117,
    evergreen: 0.35,
    minutes: [11, 0.3],
    tags: ["home office", "desk setup", "home office setup", "wfh setup", "desk tour", "ergonomics"],
    hashtags: ["#homeoffice", "#desksetup", "#wfh"],
    items: [
      ["standing desk", "standing desks"],
      ["monitor arm", "monitor arms"],
      ["ergonomic chair", "ergonomic chairs"],
      ["desk mat", "desk mats"],
      ["USB-C dock", "USB-C docks"],
      ["desk lamp", "desk lamps"],
      ["ultrawide monitor", "ultrawide monitors"],
      ["webcam", "webcams"],
    ],
    products: [
      "Arcwave 34 Ultrawide",
      "Lumo Bar Lamp",
      "Deskly Pro Frame",
      "Kestrel Ergo Chair",
      "Portly 12-in-1 Dock",
      "Vanta Desk Shelf",
    ],
    tasks: [
      "Set Up a Standing Desk the Right Way",
      "Hide Every Cable on Your Desk",
      "Build a Home Office on a Budget",
      "Fix Your Posture at the Desk",
      "Light Your Desk for Video Calls",
    ],
    templates: [
      "My {year} Desk Setup [Full Tour]",
      "{n} Desk Accessories Under ${price} That Actually Help",
      "{n} Home Office Mistakes You're Probably Making",
      "Cheap vs Expensive {Items}: Is There a Difference?",
      "I Used {aItem} for 30 Days",
      "The Minimal Home Office Setup (Small Room Edition)",
    ],
    chapters: [
      "The desk",
      "Monitor and arm",
      "Chair",
      "Lighting",
      "Cable management",
      "Audio and webcam",
      "Accessories",
      "What I'd change",
    ],
    questions: [
      "what monitor arm is that?",
      "where did you get that desk mat?",
      "how tall are you? wondering if the desk goes high enough",
      "does the {product} wobble at standing height?",
      "what's the name of that lamp?",
      "is the {item} worth it for a small apartment?",
    ],
  },
  "productivity-apps": {
    id: "productivity-apps",
    label: "Productivity apps",
    categoryId: "28",
    season: "new-year",
    viewMultiplier: 0.8,
    rpm: 11.2,
    ctr: 5.2,
    retention: 47,
    subscribeRate: 0.0153,
    evergreen: 0.4,
    minutes: [12, 0.3],
    tags: ["productivity", "productivity apps", "note taking", "second brain", "task manager", "time blocking"],
    hashtags: ["#productivity", "#notetaking", "#secondbrain"],
    items: [
      ["note-taking app", "note-taking apps"],
      ["task manager", "task managers"],
      ["calendar app", "calendar apps"],
      ["habit tracker", "habit trackers"],
      ["read-later app", "read-later apps"],
      ["password manager", "password managers"],
    ],
    products: ["Notewell", "Taskforge", "Cadence Calendar", "Inkpad", "Streakly", "Shelfread"],
    tasks: [
      "Build a Second Brain in an Afternoon",
      "Time Block Your Week",
      "Organise Your Notes for Good",
      "Plan Your Week in 15 Minutes",
      "Stop Losing Track of Tasks",
    ],
    templates: [
      "{n} Apps That Changed How I Work",
      "{product} vs {productB}: Which Note App Wins?",
      "My Entire Productivity System ({year})",
      "I Tried {product} for 30 Days — Honest Review",
      "Why I Quit {product}",
      "The Only {n} Apps You Need in {year}",
    ],
    chapters: [
      "Why I switched",
      "Capturing",
      "Organising",
      "Daily planning",
      "Weekly review",
      "Integrations",
      "Pricing",
      "Who it's for",
    ],
    questions: [
      "does {product} work offline?",
      "can you share your template?",
      "how do you sync between phone and laptop?",
      "is the paid plan of {product} worth it?",
      "what's the font in your notes?",
      "how do you handle recurring tasks in {product}?",
    ],
  },
  "budget-laptops": {
    id: "budget-laptops",
    label: "Budget laptops",
    categoryId: "28",
    season: "buying-guide",
    viewMultiplier: 1.6,
    rpm: 9.6,
    ctr: 6.8,
    retention: 40,
    subscribeRate: 0.0072,
    evergreen: 0.2,
    minutes: [13, 0.28],
    tags: [
      "budget laptop",
      "best laptop",
      "laptop for students",
      "cheap laptop",
      "laptop review",
      "laptop buying guide",
    ],
    hashtags: ["#laptop", "#budgetlaptop", "#tech"],
    items: [
      ["budget laptop", "budget laptops"],
      ["student laptop", "student laptops"],
      ["Chromebook", "Chromebooks"],
      ["2-in-1 laptop", "2-in-1 laptops"],
      ["refurbished laptop", "refurbished laptops"],
    ],
    products: [
      "Aero 14 Slim",
      "Brevia Book 15",
      "Corvid Flip 13",
      "Nimbus Chromebook Plus",
      "Tessel Air 13",
      "Veloce G5",
    ],
    tasks: [
      "Pick a Laptop Without Getting Ripped Off",
      "Make an Old Laptop Feel New",
      "Upgrade Your Laptop's RAM",
      "Check a Used Laptop Before You Buy",
    ],
    templates: [
      "The Best Laptops Under ${price} ({year})",
      "{product} vs {productB}: Which Should You Buy?",
      "Don't Buy {aItem} Before Watching This",
      "{product} Review [After 6 Months]",
      "STOP Buying the Wrong {Item}!",
      "{n} Things I Wish I Knew Before Buying {aItem}",
      "Is the {product} Worth It?",
    ],
    chapters: [
      "Design and build",
      "Display",
      "Keyboard and trackpad",
      "Performance",
      "Battery life",
      "Thermals",
      "Who should buy it",
      "Alternatives",
    ],
    questions: [
      "which one would you pick for a student?",
      "can the {product} handle light video editing?",
      "how's the battery after a few months?",
      "is 8GB of RAM enough in {year}?",
      "does the {product} come in a 16GB version?",
      "would you get this or a refurbished one?",
    ],
  },
  "smartphone-reviews": {
    id: "smartphone-reviews",
    label: "Smartphone reviews",
    categoryId: "28",
    season: "buying-guide",
    viewMultiplier: 1.35,
    rpm: 5.6,
    ctr: 7.4,
    retention: 36,
    subscribeRate: 0.0054,
    evergreen: 0.12,
    minutes: [10, 0.25],
    tags: ["smartphone review", "best phone", "phone comparison", "camera test", "android", "budget phone"],
    hashtags: ["#smartphone", "#phonereview", "#tech"],
    items: [
      ["budget phone", "budget phones"],
      ["flagship phone", "flagship phones"],
      ["foldable", "foldables"],
      ["phone camera", "phone cameras"],
      ["mid-range phone", "mid-range phones"],
    ],
    products: ["Nova X2", "Pixelon 9", "Orbit S25", "Lyra 7 Pro", "Kite Fold", "Mako 5a"],
    tasks: [
      "Take Better Photos With Any Phone",
      "Make Your Phone Battery Last Longer",
      "Switch Phones Without Losing Anything",
    ],
    templates: [
      "{product} Review: The Truth After 1 Month",
      "{product} vs {productB} Camera Test",
      "The Best {Item} of {year}",
      "Don't Buy the {product}... Yet",
      "{n} Reasons I'm Switching to the {product}",
      "Is the {product} Really That Bad?",
      "The SHOCKING Truth About {Items}",
    ],
    chapters: ["Unboxing", "Design", "Display", "Cameras", "Battery", "Performance", "Software", "Verdict"],
    questions: [
      "how's the {product} for gaming?",
      "does it have a headphone jack?",
      "which one has better low light photos?",
      "is the {product} worth upgrading from last year's model?",
      "how many years of updates does it get?",
      "what case is that?",
    ],
  },
  "coding-tutorials": {
    id: "coding-tutorials",
    label: "Coding tutorials",
    categoryId: "28",
    season: "steady",
    viewMultiplier: 0.55,
    rpm: 8.2,
    ctr: 3.9,
    retention: 52,
    subscribeRate: 0.0216,
    evergreen: 0.6,
    minutes: [21, 0.32],
    tags: ["coding tutorial", "python", "javascript", "learn to code", "programming", "web development"],
    hashtags: ["#coding", "#python", "#learntocode"],
    items: [
      ["Python script", "Python scripts"],
      ["REST API", "REST APIs"],
      ["command-line tool", "command-line tools"],
      ["web scraper", "web scrapers"],
      ["Git workflow", "Git workflows"],
      ["SQL query", "SQL queries"],
    ],
    products: ["Python", "JavaScript", "TypeScript", "Go", "Rust", "SQL"],
    tasks: [
      "Automate Boring Tasks With Python",
      "Build a REST API From Scratch",
      "Use Git Like a Pro",
      "Write Your First Web Scraper",
      "Deploy a Website for Free",
      "Debug Code Faster",
      "Set Up VS Code for Python",
    ],
    templates: [
      "Build {aItem} in {n} Minutes",
      "{product} vs {productB} for Beginners",
      "{n} {product} Tips I Wish I Knew Sooner",
      "Learn {product} in One Video",
      "Why Your {product} Code Is Slow",
    ],
    chapters: [
      "Setup",
      "Project structure",
      "First version",
      "Refactoring",
      "Error handling",
      "Testing",
      "Deploying",
      "Next steps",
    ],
    questions: [
      "I'm getting an error at {ts}, ModuleNotFoundError — any ideas?",
      "what theme are you using in VS Code?",
      "what font is that?",
      "does this work on Windows too?",
      "can you share the source code?",
      "why did you use a dictionary instead of a list at {ts}?",
      "which Python version is this?",
    ],
  },
  "smart-home": {
    id: "smart-home",
    label: "Smart home",
    categoryId: "28",
    season: "buying-guide",
    viewMultiplier: 0.9,
    rpm: 7.0,
    ctr: 5.2,
    retention: 43,
    subscribeRate: 0.0108,
    evergreen: 0.4,
    minutes: [12, 0.3],
    tags: ["smart home", "home automation", "smart plugs", "smart lights", "matter", "smart home setup"],
    hashtags: ["#smarthome", "#homeautomation", "#matter"],
    items: [
      ["smart plug", "smart plugs"],
      ["smart bulb", "smart bulbs"],
      ["video doorbell", "video doorbells"],
      ["smart thermostat", "smart thermostats"],
      ["motion sensor", "motion sensors"],
      ["smart lock", "smart locks"],
    ],
    products: ["Hearth Hub", "Glint Bulb", "Doorly Cam 2", "Thermo One", "Latchkey Lock", "Plugwise Mini"],
    tasks: [
      "Automate Your Lights Without a Hub",
      "Set Up a Smart Home on a Budget",
      "Make Your Smart Home Work Offline",
      "Pick a Smart Home Ecosystem",
    ],
    templates: [
      "{n} Smart Home Devices Worth Buying in {year}",
      "{product} vs {productB}: Which Smart Hub?",
      "{n} Smart Home Automations I Use Every Day",
      "Is the {product} Worth It?",
      "{Items} Are a Waste of Money (Mostly)",
    ],
    chapters: ["Why automate", "The hub", "Lighting", "Sensors", "Automations", "Privacy", "Costs", "What's next"],
    questions: [
      "does the {product} work without the cloud?",
      "do these need a neutral wire?",
      "which ecosystem do you recommend for renters?",
      "will the {product} work with Matter?",
      "how do you handle guests with smart locks?",
    ],
  },
  "camera-gear": {
    id: "camera-gear",
    label: "Camera gear",
    categoryId: "28",
    season: "buying-guide",
    viewMultiplier: 0.75,
    rpm: 10.1,
    ctr: 4.7,
    retention: 44,
    subscribeRate: 0.0126,
    evergreen: 0.3,
    minutes: [13, 0.3],
    tags: [
      "camera gear",
      "youtube setup",
      "best camera for youtube",
      "microphone review",
      "lighting setup",
      "vlog camera",
    ],
    hashtags: ["#cameragear", "#youtubesetup", "#filmmaking"],
    items: [
      ["vlogging camera", "vlogging cameras"],
      ["USB microphone", "USB microphones"],
      ["key light", "key lights"],
      ["prime lens", "prime lenses"],
      ["gimbal", "gimbals"],
      ["lav mic", "lav mics"],
    ],
    products: ["Sora ZV-10", "Kappa M50", "Lumen Panel 2", "Echo USB Mic", "Halide 35mm f/1.8", "Glide S3"],
    tasks: [
      "Sound Better on YouTube for Under $100",
      "Light a Small Room for Video",
      "Film Yourself With One Camera",
      "Set Up Your First Studio",
    ],
    templates: [
      "My Entire YouTube Setup ({year})",
      "The Best {Item} Under ${price}",
      "{product} vs {productB}: Which Should You Buy?",
      "{n} Cheap Upgrades That Make Your Videos Look Pro",
      "Don't Buy {aItem} Until You Watch This",
    ],
    chapters: ["Camera", "Lens", "Audio", "Lighting", "Background", "Recording settings", "Editing", "Budget version"],
    questions: [
      "what mic is that?",
      "what settings do you shoot at?",
      "is the {product} good in low light?",
      "what lens are you using for the A-roll?",
      "do you need an external recorder for this?",
    ],
  },
  "ai-tools": {
    id: "ai-tools",
    label: "AI tools",
    categoryId: "28",
    season: "steady",
    viewMultiplier: 1.0,
    rpm: 8.6,
    ctr: 7.0,
    retention: 41,
    subscribeRate: 0.0108,
    evergreen: 0.2,
    minutes: [11, 0.28],
    tags: ["ai tools", "ai productivity", "ai assistant", "chatbot", "ai for work", "automation"],
    hashtags: ["#ai", "#aitools", "#productivity"],
    items: [
      ["AI assistant", "AI assistants"],
      ["AI note-taker", "AI note-takers"],
      ["AI image tool", "AI image tools"],
      ["AI coding assistant", "AI coding assistants"],
      ["AI transcription app", "AI transcription apps"],
    ],
    products: ["Quillmind", "Parrot AI", "Synthdesk", "Loomwright", "Briefly AI", "Copyloom"],
    tasks: [
      "Use AI to Summarise Meetings",
      "Automate Your Inbox With AI",
      "Write Faster With an AI Assistant",
      "Use AI Without Leaking Your Data",
    ],
    templates: [
      "{n} AI Tools That Actually Save Time",
      "{product} vs {productB}: Which AI Assistant Wins?",
      "I Let AI Run My Week",
      "{n} AI Tools I Use Every Day ({year})",
      "Is {product} Worth Paying For?",
      "These AI Tools Feel ILLEGAL to Know",
    ],
    chapters: [
      "What it does",
      "Setup",
      "Real workflow",
      "Where it fails",
      "Privacy",
      "Pricing",
      "Alternatives",
      "Verdict",
    ],
    questions: [
      "is {product} free?",
      "does {product} keep my data private?",
      "which one is best for students?",
      "can it read PDFs?",
      "how does this compare to the one you showed last month?",
    ],
  },
  "home-server": {
    id: "home-server",
    label: "Home server",
    categoryId: "28",
    season: "steady",
    viewMultiplier: 1.3,
    rpm: 8.8,
    ctr: 6.4,
    retention: 48,
    subscribeRate: 0.0162,
    evergreen: 0.5,
    minutes: [16, 0.3],
    tags: ["home server", "homelab", "nas", "self hosting", "plex server", "mini pc"],
    hashtags: ["#homelab", "#homeserver", "#selfhosted"],
    items: [
      ["home server", "home servers"],
      ["NAS", "NAS boxes"],
      ["mini PC", "mini PCs"],
      ["homelab", "homelabs"],
    ],
    products: ["Stackbox 4", "Quarry NAS 2-Bay", "Tinyforge N100", "Bramble Mini PC"],
    tasks: [
      "Build a Home Server for Under $200",
      "Self-Host Your Photos",
      "Set Up a NAS the Easy Way",
      "Back Up Everything Automatically",
    ],
    templates: [
      "I Built {aItem} for ${price}",
      "{n} Things to Self-Host on {aItem}",
      "{product} vs {productB}: Best Starter NAS?",
      "My {year} Homelab Tour",
    ],
    chapters: ["Hardware", "Operating system", "Storage", "Backups", "Apps", "Remote access", "Power use", "Costs"],
    questions: [
      "how much power does it draw?",
      "is RAID necessary for a beginner?",
      "can it run Plex with transcoding?",
    ],
  },
  "mechanical-keyboards": {
    id: "mechanical-keyboards",
    label: "Mechanical keyboards",
    categoryId: "28",
    season: "buying-guide",
    viewMultiplier: 1.2,
    rpm: 7.8,
    ctr: 6.9,
    retention: 45,
    subscribeRate: 0.0108,
    evergreen: 0.35,
    minutes: [11, 0.28],
    tags: ["mechanical keyboard", "keyboard switches", "custom keyboard", "budget keyboard", "keyboard review"],
    hashtags: ["#mechanicalkeyboard", "#keyboards", "#desksetup"],
    items: [
      ["mechanical keyboard", "mechanical keyboards"],
      ["keyboard switch", "keyboard switches"],
      ["keycap set", "keycap sets"],
    ],
    products: ["Tactix 75", "Mellow Linear Switch", "Keyforge TKL", "Pebble 65"],
    tasks: [
      "Lube Your Switches (Beginner Guide)",
      "Build Your First Custom Keyboard",
      "Pick the Right Keyboard Switch",
    ],
    templates: [
      "The Best {Item} Under ${price}",
      "{product} vs {productB}: Sound Test",
      "I Built My Dream {Item}",
      "{n} Keyboards Worth Buying in {year}",
    ],
    chapters: ["Build quality", "Switches", "Sound test", "Keycaps", "Software", "Verdict"],
    questions: ["what switches are those?", "is it hot-swappable?", "does it work on Mac?"],
  },
};

/** The topics the own channel publishes on, in the order its tables list them. */
export const OWN_TOPICS: readonly TopicId[] = [
  "home-office",
  "productivity-apps",
  "budget-laptops",
  "smartphone-reviews",
  "coding-tutorials",
  "smart-home",
  "camera-gear",
  "ai-tools",
];

/** Sponsors are fictional; sponsored videos draw complaints about the ad read. */
export const SPONSORS: readonly { name: string; pitch: string; url: string }[] = [
  { name: "Shieldly VPN", pitch: "get 3 extra months free", url: "https://shieldly.example/northwind" },
  { name: "Stackwise", pitch: "try the password manager free for 30 days", url: "https://stackwise.example/lab" },
  { name: "Codeloom", pitch: "get 20% off any course", url: "https://codeloom.example/northwind" },
  { name: "Brightdesk", pitch: "use code LAB for 10% off a standing desk", url: "https://brightdesk.example/lab" },
];
