#!/usr/bin/env bash
# Regenerates NovaLine's own narrated videos and their poster images:
#   public/videos/testimonial-<slug>.mp4   432x540 (4:5), testimonial cards with captions
#   public/videos/landing-hero.mp4         640x360 (16:9), product walkthrough
#   public/images/testimonials/<slug>-poster.svg, public/images/landing/hero-poster.svg
#   (then `node scripts/rasterize-art.mjs testimonials landing` renders the WebP posters the pages show)
#
# Everything is drawn here: SVG frames rasterised with rsvg-convert, a voice read by espeak-ng,
# captions and a live waveform composed by ffmpeg (H.264 main + AAC, +faststart).
# Needs: bash, ffmpeg (with libx264 and libfreetype), espeak-ng, rsvg-convert, fontconfig.
#   Debian/Ubuntu: apt-get install ffmpeg espeak-ng librsvg2-bin fonts-liberation
# Usage: bash scripts/make-videos.sh [all|testimonials|hero]   (from packages/content or anywhere)
# The narrated text of each video is its VideoAsset.transcript in src/testimonials.ts and
# src/landing.ts: change both together.
set -euo pipefail

ONLY=${1:-all}
case "$ONLY" in all | testimonials | hero) ;; *)
  echo "usage: make-videos.sh [all|testimonials|hero]" >&2
  exit 2
  ;;
esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VIDEOS="$ROOT/public/videos"
T_IMAGES="$ROOT/public/images/testimonials"
L_IMAGES="$ROOT/public/images/landing"
mkdir -p "$VIDEOS" "$T_IMAGES" "$L_IMAGES"

for tool in ffmpeg ffprobe espeak-ng rsvg-convert fc-match; do
  command -v "$tool" >/dev/null || { echo "make-videos: $tool is required" >&2; exit 1; }
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

FONT_BOLD=$(fc-match -f '%{file}' 'Liberation Sans:bold')
FONT_REGULAR=$(fc-match -f '%{file}' 'Liberation Sans')
SVG_FONT='Inter, system-ui, sans-serif'
FPS=24

# Escapes text for SVG.
xml() { printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g'; }

# Duration of a media file in seconds.
duration() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

# Float arithmetic.
calc() { awk "BEGIN { printf \"%.3f\", $1 }"; }

# Speaks text into a WAV file: speak VOICE TEXT OUT.
speak() { espeak-ng -v "$1" -s 158 -a 110 -w "$3" "$2"; }

# Appends drawtext filters that show the caption chunks one after another.
# caption_filters GRAPH_IN GRAPH_OUT START NARRATION_SECONDS WRAP_COLUMNS FONT_SIZE LINE_HEIGHT
#                 TOP_Y BOX_HEIGHT CHUNKS...
# Chunks are timed in proportion to their length; every line is centred on its own; the last
# chunk is held until the end of the video.
caption_filters() {
  local in=$1 out=$2 start=$3 speech=$4 wrap=$5 size=$6 lh=$7 top=$8 box=$9
  shift 9
  local total=0 chunk
  for chunk in "$@"; do total=$((total + ${#chunk})); done
  local t0=$start filters="" n=0 k=0
  for chunk in "$@"; do
    local t1
    t1=$(calc "$t0 + $speech * ${#chunk} / $total")
    # The last caption stays on screen until the video fades out.
    if [ "$k" -eq $(($# - 1)) ]; then t1=$(calc "$t1 + 1.2"); fi
    local lines=()
    mapfile -t lines < <(printf '%s\n' "$chunk" | fold -s -w "$wrap" | sed 's/ *$//')
    local count=${#lines[@]}
    local y0
    y0=$(calc "$top + ($box - $count * $lh) / 2")
    local i=0 line
    for line in "${lines[@]}"; do
      n=$((n + 1))
      printf '%s' "$line" >"$TMP/cap-$k-$n.txt"
      local y
      y=$(calc "$y0 + $i * $lh")
      local alpha="if(lt(t,$t0),0,if(lt(t,$t0+0.25),(t-$t0)/0.25,if(lt(t,$t1-0.2),1,if(lt(t,$t1),($t1-t)/0.2,0))))"
      filters+="drawtext=fontfile='$FONT_BOLD':textfile='$TMP/cap-$k-$n.txt':expansion=none:fontcolor=white:fontsize=$size:x=(w-text_w)/2:y=$y:alpha='$alpha',"
      i=$((i + 1))
    done
    t0=$t1
    k=$((k + 1))
  done
  printf '[%s]%snull[%s]' "$in" "$filters" "$out"
}

# Shared encoder settings: small, widely playable MP4s.
encode_args=(
  -c:v libx264 -profile:v main -level 3.0 -pix_fmt yuv420p -r "$FPS" -preset slow
  -crf 30 -maxrate 220k -bufsize 440k -g 96
  -c:a aac -b:a 40k -ac 1 -ar 22050
  -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact
)

# ---------------------------------------------------------------------------------------------
# Testimonial cards (432x540)
# ---------------------------------------------------------------------------------------------

# testimonial_svg NAME ROLE COMPANY PLACE INITIALS COLOR1 COLOR2 HIGHLIGHT WITH_QUOTE
testimonial_svg() {
  local name role company place initials c1 c2 highlight with_quote
  name=$(xml "$1") role=$(xml "$2") company=$(xml "$3") place=$(xml "$4") initials=$(xml "$5")
  c1=$6 c2=$7 highlight=$(xml "$8") with_quote=$9
  local first=${1#Dr. }
  first=$(xml "${first%% *}")
  local hsize=26
  if [ "${#8}" -gt 20 ]; then hsize=20; fi
  local quote=""
  if [ "$with_quote" = yes ]; then
    quote="<text x=\"216\" y=\"398\" font-size=\"54\" font-weight=\"700\" fill=\"$c2\" text-anchor=\"middle\">&#8220;</text>
  <text x=\"216\" y=\"432\" font-size=\"$hsize\" font-weight=\"700\" fill=\"#ffffff\" text-anchor=\"middle\">$highlight</text>
  <text x=\"216\" y=\"462\" font-size=\"14\" fill=\"#c7d2fe\" text-anchor=\"middle\">Hear it from $first</text>"
  fi
  cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="432" height="540" viewBox="0 0 432 540" font-family="$SVG_FONT">
  <title>$name, $role at $company</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="#0b1026"/>
      <stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
    <linearGradient id="av" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="$c1"/>
      <stop offset="1" stop-color="$c2"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.3" r="0.6">
      <stop offset="0" stop-color="$c1" stop-opacity="0.45"/>
      <stop offset="1" stop-color="$c1" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="432" height="540" fill="url(#bg)"/>
  <rect width="432" height="540" fill="url(#glow)"/>
  <text x="216" y="48" font-size="13" font-weight="700" letter-spacing="2" fill="#a5b4fc" text-anchor="middle">$company</text>
  <text x="216" y="68" font-size="12" fill="#94a3b8" text-anchor="middle">$place</text>
  <circle cx="216" cy="152" r="64" fill="none" stroke="url(#av)" stroke-width="3" opacity="0.6"/>
  <circle cx="216" cy="152" r="54" fill="url(#av)"/>
  <text x="216" y="168" font-size="42" font-weight="700" fill="#ffffff" text-anchor="middle">$initials</text>
  <text x="216" y="248" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">$name</text>
  <text x="216" y="272" font-size="14" fill="#cbd5e1" text-anchor="middle">$role</text>
  <text x="216" y="300" font-size="18" fill="#fbbf24" text-anchor="middle" letter-spacing="4">&#9733;&#9733;&#9733;&#9733;&#9733;</text>
  <rect x="28" y="346" width="376" height="132" rx="18" fill="#ffffff" fill-opacity="0.07" stroke="#ffffff" stroke-opacity="0.12"/>
  $quote
  <circle cx="168" cy="508" r="7" fill="url(#av)"/>
  <text x="182" y="513" font-size="14" font-weight="700" fill="#ffffff">Nova<tspan fill="#22d3ee">Line</tspan></text>
</svg>
SVG
}

# make_testimonial SLUG VOICE NAME ROLE COMPANY PLACE INITIALS COLOR1 COLOR2 HIGHLIGHT CHUNKS...
make_testimonial() {
  local slug=$1 voice=$2 name=$3 role=$4 company=$5 place=$6 initials=$7 c1=$8 c2=$9 highlight=${10}
  shift 10
  local chunks=("$@")
  local text="${chunks[*]}"

  testimonial_svg "$name" "$role" "$company" "$place" "$initials" "$c1" "$c2" "$highlight" yes \
    >"$T_IMAGES/$slug-poster.svg"
  testimonial_svg "$name" "$role" "$company" "$place" "$initials" "$c1" "$c2" "$highlight" no \
    >"$TMP/$slug-frame.svg"
  rsvg-convert -w 432 -h 540 "$TMP/$slug-frame.svg" -o "$TMP/$slug-frame.png"
  rsvg-convert -w 432 -h 540 "$T_IMAGES/$slug-poster.svg" -o "$TMP/$slug-poster.png"

  speak "$voice" "$text" "$TMP/$slug.wav"
  local speech total
  speech=$(duration "$TMP/$slug.wav")
  total=$(calc "$speech + 1.6")
  if awk "BEGIN { exit !($total > 15) }"; then
    echo "make-videos: $slug narration is too long (${speech}s)" >&2
    exit 1
  fi
  if awk "BEGIN { exit !($total < 8) }"; then total=8; fi

  local bar="${c2/\#/0x}"
  {
    # The poster fades into the card, the captions follow the voice, a waveform and a progress
    # bar move while it speaks.
    printf '[0:v]format=yuv420p,fps=%s[frame];' "$FPS"
    printf '[1:v]format=yuv420p,fps=%s[poster];' "$FPS"
    printf '[poster][frame]xfade=transition=fade:duration=0.4:offset=0.2[base];'
    printf '[2:a]adelay=600|600,apad,atrim=0:%s,afade=t=in:d=0.05,afade=t=out:st=%s:d=0.4,asplit[aout][awave];' \
      "$total" "$(calc "$total - 0.4")"
    printf '[awave]showwaves=s=240x36:mode=cline:rate=%s:colors=%s|%s:scale=sqrt,format=rgba,colorchannelmixer=aa=0.9[wave];' \
      "$FPS" "${c2/\#/0x}" "${c2/\#/0x}"
    printf '[base][wave]overlay=x=96:y=306:shortest=1[waved];'
    # The progress bar slides into a transparent track, which clips it to the caption box.
    printf 'color=c=black@0:s=376x3:r=%s,format=rgba[track];' "$FPS"
    printf 'color=c=%s:s=376x3:r=%s[bar];' "$bar" "$FPS"
    printf "[track][bar]overlay=x='-376+376*min(t/%s,1)':format=auto,format=rgba[progress];" "$total"
    printf '[waved][progress]overlay=x=28:y=475:shortest=1[barred];'
    caption_filters barred captioned 0.6 "$speech" 30 21 29 346 132 "${chunks[@]}"
    printf ';[captioned]fade=t=out:st=%s:d=0.4,trim=0:%s[vout]' "$(calc "$total - 0.4")" "$total"
  } >"$TMP/$slug.graph"

  ffmpeg -hide_banner -loglevel error -y \
    -loop 1 -framerate "$FPS" -t "$total" -i "$TMP/$slug-frame.png" \
    -loop 1 -framerate "$FPS" -t 1 -i "$TMP/$slug-poster.png" \
    -i "$TMP/$slug.wav" \
    -filter_complex_script "$TMP/$slug.graph" -map '[vout]' -map '[aout]' \
    "${encode_args[@]}" -t "$total" "$VIDEOS/testimonial-$slug.mp4"
  printf '%-40s %6s bytes  %ss  "%s"\n' "testimonial-$slug.mp4" \
    "$(wc -c <"$VIDEOS/testimonial-$slug.mp4")" "$total" "$text"
}

if [[ $ONLY != hero ]]; then
make_testimonial sarah-whitman "en-us+f3" "Dr. Sarah Whitman" "Owner & Lead Dentist" \
  "BRIGHTSIDE FAMILY DENTAL" "Austin, Texas" "SW" "#4f46e5" "#06b6d4" "+41% booked cleanings" \
  "A third of our calls used to go to voicemail." \
  "Now every call is answered, day and night," \
  "and booked cleanings are up 41 percent."

make_testimonial marcus-reyes "en-us+m3" "Marcus Reyes" "Team Lead & Realtor" \
  "HARBORVIEW REALTY GROUP" "San Diego, California" "MR" "#7c3aed" "#06b6d4" "Leads called in 60 seconds" \
  "Every new lead gets a call within a minute." \
  "The agent qualifies them and books showings" \
  "straight into Follow Up Boss."

make_testimonial anil-kapoor "en-us+m1" "Dr. Anil Kapoor" "Orthodontist & Practice Owner" \
  "SMILE STUDIO ORTHODONTICS" "Edison, New Jersey" "AK" "#10b981" "#4f46e5" "-34% no-shows" \
  "Patients reschedule at 11 at night and it syncs with Dentrix." \
  "No-shows are down a third, and my front desk" \
  "finally has time for the patients in the chair."
fi

# ---------------------------------------------------------------------------------------------
# Landing hero walkthrough (640x360)
# ---------------------------------------------------------------------------------------------

# hero_svg TITLE SUBTITLE_LINE_1 SUBTITLE_LINE_2 BODY_SVG: a 16:9 scene with a heading on the
# left and a drawing on the right.
hero_svg() {
  cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" font-family="$SVG_FONT">
  <title>$(xml "$1")</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1026"/>
      <stop offset="0.7" stop-color="#1e1b4b"/>
      <stop offset="1" stop-color="#312e81"/>
    </linearGradient>
    <linearGradient id="ac" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4f46e5"/>
      <stop offset="1" stop-color="#06b6d4"/>
    </linearGradient>
  </defs>
  <rect width="640" height="360" fill="url(#bg)"/>
  <circle cx="560" cy="40" r="140" fill="#7c3aed" opacity="0.18"/>
  <circle cx="30" cy="330" r="110" fill="#06b6d4" opacity="0.12"/>
  <circle cx="44" cy="36" r="8" fill="url(#ac)"/>
  <text x="58" y="41" font-size="15" font-weight="700" fill="#ffffff">Nova<tspan fill="#22d3ee">Line</tspan></text>
  <text x="40" y="104" font-size="24" font-weight="700" fill="#ffffff">$(xml "$1")</text>
  <text x="40" y="132" font-size="14" fill="#cbd5e1">$(xml "$2")</text>
  <text x="40" y="152" font-size="14" fill="#cbd5e1">$(xml "$3")</text>
  $4
</svg>
SVG
}

hero_scene_1='<rect x="380" y="60" width="210" height="200" rx="24" fill="#ffffff" fill-opacity="0.08" stroke="#ffffff" stroke-opacity="0.15"/>
  <circle cx="485" cy="130" r="38" fill="url(#ac)"/>
  <path d="M471 118c4 10 10 17 20 22l6-6c1-1 3-1 4 0l9 4c1 1 2 2 1 4l-2 8c-1 2-2 3-4 3-24-2-42-20-44-44 0-2 1-3 3-4l8-2c2 0 3 0 4 1l4 9c1 1 1 3 0 4z" fill="#ffffff"/>
  <text x="485" y="198" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">Incoming call</text>
  <text x="485" y="220" font-size="12" fill="#a5b4fc" text-anchor="middle">Tue 9:42 PM &#183; picked up in 0.1s</text>
  <rect x="40" y="172" width="190" height="34" rx="17" fill="#10b981" fill-opacity="0.18"/>
  <text x="135" y="194" font-size="13" font-weight="700" fill="#6ee7b7" text-anchor="middle">24/7 &#183; BAA for clinics</text>'

hero_scene_2='<rect x="360" y="60" width="200" height="40" rx="14" fill="#ffffff" fill-opacity="0.1"/>
  <text x="376" y="85" font-size="13" fill="#e2e8f0">Do you take Delta Dental?</text>
  <rect x="360" y="112" width="250" height="56" rx="14" fill="url(#ac)"/>
  <text x="376" y="136" font-size="13" fill="#ffffff">Yes, we are in network. Would</text>
  <text x="376" y="154" font-size="13" fill="#ffffff">a cleaning this Thursday work?</text>
  <rect x="470" y="180" width="140" height="40" rx="14" fill="#ffffff" fill-opacity="0.1"/>
  <text x="486" y="205" font-size="13" fill="#e2e8f0">Thursday works!</text>
  <rect x="40" y="172" width="170" height="34" rx="17" fill="#4f46e5" fill-opacity="0.3"/>
  <text x="125" y="194" font-size="13" font-weight="700" fill="#c7d2fe" text-anchor="middle">Lead qualified &#10003;</text>'

hero_scene_3='<rect x="360" y="56" width="250" height="204" rx="18" fill="#ffffff" fill-opacity="0.08" stroke="#ffffff" stroke-opacity="0.15"/>
  <text x="378" y="84" font-size="14" font-weight="700" fill="#ffffff">Thursday, June 12</text>
  <rect x="378" y="98" width="214" height="30" rx="8" fill="#ffffff" fill-opacity="0.08"/>
  <text x="390" y="118" font-size="12" fill="#94a3b8">9:00 AM &#183; Booked</text>
  <rect x="378" y="136" width="214" height="30" rx="8" fill="#10b981"/>
  <text x="390" y="156" font-size="12" font-weight="700" fill="#ffffff">10:30 AM &#183; New patient</text>
  <rect x="378" y="174" width="214" height="30" rx="8" fill="#ffffff" fill-opacity="0.08"/>
  <text x="390" y="194" font-size="12" fill="#94a3b8">1:00 PM &#183; Open</text>
  <rect x="378" y="212" width="214" height="30" rx="8" fill="#ffffff" fill-opacity="0.08"/>
  <text x="390" y="232" font-size="12" fill="#94a3b8">3:30 PM &#183; Booked</text>
  <rect x="40" y="172" width="220" height="34" rx="17" fill="#06b6d4" fill-opacity="0.2"/>
  <text x="150" y="194" font-size="13" font-weight="700" fill="#a5f3fc" text-anchor="middle">Synced to Google Calendar</text>'

hero_scene_4='<rect x="380" y="64" width="210" height="170" rx="22" fill="url(#ac)"/>
  <text x="485" y="120" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">14 min</text>
  <text x="485" y="144" font-size="13" fill="#e0e7ff" text-anchor="middle">of your time to set up</text>
  <rect x="420" y="174" width="130" height="36" rx="18" fill="#ffffff"/>
  <text x="485" y="197" font-size="13" font-weight="700" fill="#4f46e5" text-anchor="middle">Start Free Trial</text>
  <rect x="40" y="172" width="230" height="34" rx="17" fill="#10b981" fill-opacity="0.18"/>
  <text x="155" y="194" font-size="13" font-weight="700" fill="#6ee7b7" text-anchor="middle">7 days free &#183; no credit card</text>'

hero_titles=(
  "Every call answered"
  "Answers and qualifies"
  "Books the appointment"
  "Set up in 14 minutes"
)
hero_subtitles=(
  "Your AI front desk picks up in" "under a second, day or night."
  "It knows your services, hours," "prices and accepted insurance."
  "Straight into Google Calendar," "Dentrix, Open Dental or your CRM."
  "Most clients go live within" "24 hours of signing up."
)
hero_bodies=("$hero_scene_1" "$hero_scene_2" "$hero_scene_3" "$hero_scene_4")
hero_chunks=(
  "Meet NovaLine. Our AI voice agent answers every call in under a second, day or night."
  "It answers questions and qualifies each caller,"
  "then books the appointment straight into your calendar."
  "Setup takes 14 minutes, and your first seven days are free."
)

make_hero() {
  local i
  for i in 0 1 2 3; do
    hero_svg "${hero_titles[$i]}" "${hero_subtitles[$((2 * i))]}" "${hero_subtitles[$((2 * i + 1))]}" \
      "${hero_bodies[$i]}" >"$TMP/hero-$i.svg"
    rsvg-convert -w 640 -h 360 "$TMP/hero-$i.svg" -o "$TMP/hero-$i.png"
  done
  cp "$TMP/hero-0.svg" "$L_IMAGES/hero-poster.svg"

  local text="${hero_chunks[*]}"
  speak "en-us+f2" "$text" "$TMP/hero.wav"
  local speech total
  speech=$(duration "$TMP/hero.wav")
  total=$(calc "$speech + 1.6")

  # Scene changes follow the caption timing: scene i starts with chunk i.
  local lens=() sum=0 c
  for c in "${hero_chunks[@]}"; do lens+=("${#c}"); sum=$((sum + ${#c})); done
  local starts=() acc=0.6
  for i in 0 1 2 3; do
    starts+=("$acc")
    acc=$(calc "$acc + $speech * ${lens[$i]} / $sum")
  done

  local xf=0.5
  {
    for i in 0 1 2 3; do printf '[%d:v]format=yuv420p,fps=%s,settb=1/%s[s%d];' "$i" "$FPS" "$FPS" "$i"; done
    # Each scene input lasts until the next scene has fully faded in.
    printf '[s0][s1]xfade=transition=slideleft:duration=%s:offset=%s[x1];' "$xf" "$(calc "${starts[1]} - $xf")"
    printf '[x1][s2]xfade=transition=slideleft:duration=%s:offset=%s[x2];' "$xf" "$(calc "${starts[2]} - $xf")"
    printf '[x2][s3]xfade=transition=slideleft:duration=%s:offset=%s[base];' "$xf" "$(calc "${starts[3]} - $xf")"
    printf '[4:a]adelay=600|600,apad,atrim=0:%s,afade=t=out:st=%s:d=0.4,asplit[aout][awave];' \
      "$total" "$(calc "$total - 0.4")"
    printf '[awave]showwaves=s=200x28:mode=cline:rate=%s:colors=0x22d3ee:scale=sqrt,format=rgba[wave];' "$FPS"
    printf '[base]drawbox=x=0:y=290:w=640:h=70:color=0x0b1026@0.72:t=fill[band];'
    printf '[band][wave]overlay=x=40:y=228:shortest=1[waved];'
    caption_filters waved captioned 0.6 "$speech" 62 17 23 292 66 "${hero_chunks[@]}"
    printf ';[captioned]fade=t=out:st=%s:d=0.4,trim=0:%s[vout]' "$(calc "$total - 0.4")" "$total"
  } >"$TMP/hero.graph"

  local d0 d1 d2 d3
  d0=$(calc "${starts[1]} + 0.1")
  d1=$(calc "${starts[2]} - ${starts[1]} + $xf + 0.1")
  d2=$(calc "${starts[3]} - ${starts[2]} + $xf + 0.1")
  d3=$(calc "$total - ${starts[3]} + $xf + 0.1")
  ffmpeg -hide_banner -loglevel error -y \
    -loop 1 -framerate "$FPS" -t "$d0" -i "$TMP/hero-0.png" \
    -loop 1 -framerate "$FPS" -t "$d1" -i "$TMP/hero-1.png" \
    -loop 1 -framerate "$FPS" -t "$d2" -i "$TMP/hero-2.png" \
    -loop 1 -framerate "$FPS" -t "$d3" -i "$TMP/hero-3.png" \
    -i "$TMP/hero.wav" \
    -filter_complex_script "$TMP/hero.graph" -map '[vout]' -map '[aout]' \
    "${encode_args[@]}" -t "$total" "$VIDEOS/landing-hero.mp4"
  printf '%-40s %6s bytes  %ss  "%s"\n' "landing-hero.mp4" \
    "$(wc -c <"$VIDEOS/landing-hero.mp4")" "$total" "$text"
}

if [[ $ONLY != testimonials ]]; then make_hero; fi
