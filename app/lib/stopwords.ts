// Words that say nothing about a video's topic. Two kinds: English function words, and the
// filler every YouTube title and description is full of ("best", "video", "subscribe", years...).
// A filler word in every result would also be down-weighted by IDF, but not all the way: "best"
// in 40% of titles would still pull unrelated videos together and name clusters "Best".
// Kept on purpose: format words that describe what a video is ("review", "tutorial", "beginner",
// "budget", "vs" is dropped), because "Beginner Tutorial" vs "Review" is a real market split.

const FUNCTION_WORDS = `
a about above after again against all also am an and any are aren arent as at be because been
before being below between both but by can cant could couldnt did didnt do does doesnt doing dont
down during each few for from further get gets got had hadnt has hasnt have havent having he hed
hell hes her here heres hers herself him himself his how hows i id ill im ive if in into is isnt it
its itself just lets me more most much my myself no nor not now of off on once only or other ought
our ours ourselves out over own same shant she shed shell shes should shouldnt so some such than that
thats the their theirs them themselves then there theres these they theyd theyll theyre theyve this
those through to too under until up upon us very was wasnt we wed well were weve werent what whats
when whens where wheres which while who whos whom why whys will with wont would wouldnt you youd
youll youre youve your yours yourself yourselves via per vs versus etc yet ever never still even
one two three four five six seven eight nine ten first second third into onto within without
`;

const YOUTUBE_FILLER = `
video videos vid vids youtube youtuber youtubers channel channels subscribe subscribed subscriber
subscribers sub subs like likes liked comment comments watch watching watched official full episode
ep part shorts short reel reels new newest latest best top ultimate complete easy easiest simple
actually really literally honest honestly everything anything something nothing things thing stuff
way ways step steps tip tips trick tricks hack hacks worth must need needs know make makes making made
use using used try tried trying go going went gone want see look looks looking time times today
tonight now day days week weeks month months year years minute minutes min mins hour hours second
seconds vlog update updates edition version ft feat featuring pt live stream streaming premiere
free link links click below above description http https www com org net io ly bit amp
instagram twitter tiktok facebook patreon discord merch store shop sponsor sponsored sponsors
affiliate affiliates promo code codes discount newsletter podcast social follow support thanks
thank please check out music song credits timestamps timestamp chapters chapter intro outro
lol omg wow insane crazy amazing awesome epic huge big small
pro finally wild good great better bad worse worst nobody everyone anyone someone people guys guy wrong right
here's that's let's
`;

/**
 * Verbs of title templates ("Why I Quit …", "… Which Note App Wins?", "I Built a …"): they say
 * what the creator did, not what the video is about, and made cluster names like "Note App Wins".
 */
const TITLE_VERBS = `
quit quitting wins win won built switched switching bought tested rating rated ranked ranking
buying avoid later impressions talks save saves saving needed waste wasted works worked stopped
changed regret regrets ditched replaced explained simply sooner knew wish answered working every
done happened happen happening believe reason reasons
`;

export const STOPWORDS: ReadonlySet<string> = new Set(
  `${FUNCTION_WORDS} ${YOUTUBE_FILLER} ${TITLE_VERBS}`
    .split(/\s+/)
    .map((word) => word.replace(/['’]/g, ""))
    .filter((word) => word.length > 0),
);
