// asmscope's HTML report: plain browser JavaScript, no libraries, nothing fetched.
// The data is the JSON in #asmscope-data; each listing is a zlib blob in #blob-N, decoded on
// demand with DecompressionStream. Views are routed by the location hash:
//   #space/G      the heatmap of group G (a kernel on a target)
//   #variant/V    variant V (check: asm beside source; diff: both listings aligned)
"use strict";
(function () {
  const DATA = JSON.parse(document.getElementById("asmscope-data").textContent);
  const IS_DIFF = DATA.kind === "diff";
  const app = document.getElementById("app");
  const ROW = 18; // px per listing row (the CSS says the same)

  const METRICS = [
    ["vgpr", "VGPRs", false], ["agpr", "AGPRs", false], ["sgpr", "SGPRs", false],
    ["spills", "spills (VGPR + SGPR)", false], ["scratch_bytes", "scratch bytes", false],
    ["lds_bytes", "LDS bytes", false], ["occupancy", "occupancy (waves/SIMD)", true],
    ["registers", "registers (NVIDIA)", false], ["blocks_per_sm", "blocks per SM (NVIDIA)", true],
    ["accvgpr_share", "v_accvgpr share (%)", false], ["instructions", "instruction count", false],
    ["hot_loop", "hot-loop length", false], ["mfma", "MFMA count", false],
    ["error", "findings: error", false], ["warning", "findings: warning", false],
    ["info", "findings: info", false],
  ];
  const state = { metric: IS_DIFF ? "instructions" : "vgpr", axes: {} }; // a diff: what moved at all

  // ------------------------------------------------------------------ helpers
  function esc(s) {
    return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
  }
  function el(tag, attrs, html) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (html !== undefined) e.innerHTML = html;
    return e;
  }
  function fmt(v) { return v === null || v === undefined ? "–" : String(v); }
  const blobCache = new Map();
  function blob(id) {
    if (!blobCache.has(id)) {
      // the blobs follow this script in the page, so the space view draws before the browser
      // has read them; a listing asked for that early waits for the rest of the page
      const element = () => document.getElementById("blob-" + id);
      const text = element() ? Promise.resolve(element().textContent)
        : new Promise((done) => document.addEventListener("DOMContentLoaded", () => done(element().textContent)));
      blobCache.set(id, text.then((b64) => {
        const bin = atob(b64);
        const bytes = new Uint8Array(bin.length);
        for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
        const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
        return new Response(stream).text();
      }).then(JSON.parse));
    }
    return blobCache.get(id);
  }
  function configText(v) {
    const parts = v.config.map(([k, x]) => k + "=" + x);
    if (v.shape) parts.unshift("shape=" + v.shape);
    return parts.join(", ");
  }
  function axisValue(v, axis) {
    if (axis === "shape") return v.shape;
    for (const [k, x] of v.config) if (k === axis) return x;
    return undefined;
  }
  function sortValues(vals) {
    return vals.sort((a, b) => {
      if (typeof a === "number" && typeof b === "number") return a - b;
      return String(a).localeCompare(String(b), undefined, { numeric: true });
    });
  }
  function keyOf(x) { return JSON.stringify(x === undefined ? null : x); }

  // Metric of a variant: its value (check) or b - a (diff); null when unknown.
  function metricOf(v, m) {
    if (!IS_DIFF) return v.metrics ? v.metrics[m] : null;
    if (!v.metrics_a || !v.metrics_b) return null;
    const a = v.metrics_a[m], b = v.metrics_b[m];
    if (a === null || a === undefined || b === null || b === undefined) return a === b ? 0 : null;
    return Math.round((b - a) * 10) / 10;
  }
  function higherIsBetter(m) { return METRICS.find((x) => x[0] === m)[2]; }
  function colour(t) { // 0..1 on a light-to-dark sequential scale
    const stops = [[247, 251, 255], [198, 219, 239], [107, 174, 214], [33, 113, 181], [8, 48, 107]];
    const x = Math.max(0, Math.min(1, t)) * (stops.length - 1);
    const i = Math.min(Math.floor(x), stops.length - 2), f = x - i;
    const c = stops[i].map((s, j) => Math.round(s + (stops[i + 1][j] - s) * f));
    return `rgb(${c[0]},${c[1]},${c[2]})`;
  }
  function deltaColour(d, scale, better) { // red = worse, green = better, white = no change
    if (!d) return "rgb(255,255,255)";
    const worse = better ? d < 0 : d > 0;
    const t = Math.min(1, Math.abs(d) / (scale || 1));
    const a = 0.15 + 0.75 * t;
    return worse ? `rgba(214,39,40,${a})` : `rgba(44,160,44,${a})`;
  }
  function textOn(bg) {
    const m = bg.match(/\d+(\.\d+)?/g).map(Number);
    if (m.length === 4) return m[3] > 0.6 ? "#fff" : "#000";
    return 0.299 * m[0] + 0.587 * m[1] + 0.114 * m[2] < 140 ? "#fff" : "#000";
  }

  // ------------------------------------------------------------------ layout
  function frame() {
    app.innerHTML = "";
    const head = el("header", {}, `<h1>${esc(DATA.title)}</h1><p class="summary">${esc(DATA.summary)}</p>`);
    if (DATA.rule_problems && DATA.rule_problems.length) {
      head.appendChild(el("div", { class: "problems" }, "<b>Rule errors (not checked as written):</b><ul>" +
        DATA.rule_problems.map((p) => `<li>${esc(p)}</li>`).join("") + "</ul>"));
    }
    if (DATA.out_of_scope && DATA.out_of_scope.length) {
      head.appendChild(el("div", { class: "out-of-scope" }, "<b>Out of scope for this input (these rules did not run on all or some of the variants):</b><ul>" +
        DATA.out_of_scope.map((o) => `<li>${esc(o)}</li>`).join("") + "</ul>"));
    }
    app.appendChild(head);
    const body = el("div", { class: "body" });
    const nav = el("nav", { id: "groups" });
    DATA.groups.forEach((g, i) => {
      const ids = g.variants;
      const failed = ids.filter((id) => DATA.variants[id].status === "failed").length;
      let badge = "";
      if (IS_DIFF) {
        const changed = ids.filter((id) => DATA.variants[id].diff).length;
        badge = changed ? `<span class="badge chg">${changed} changed</span>` : "";
      } else {
        const errs = ids.reduce((n, id) => n + ((DATA.variants[id].metrics || {}).error || 0), 0);
        badge = errs ? `<span class="badge error">${errs}</span>` : "";
      }
      if (failed) badge += `<span class="badge failed">${failed} failed</span>`;
      nav.appendChild(el("a", { href: "#space/" + i, "data-group": i },
        `<span class="kname">${esc(g.kernel || "(unnamed)")}</span> <span class="tname">@${esc(g.target || "?")}</span> <span class="count">${ids.length}</span>${badge}`));
    });
    body.appendChild(nav);
    const main = el("main", { id: "view" });
    body.appendChild(main);
    app.appendChild(body);
    app.appendChild(el("div", { id: "tooltip", hidden: "" }));
    return main;
  }
  let main = null;

  function route() {
    const m = location.hash.match(/^#(space|variant)\/(\d+)/);
    const kind = m ? m[1] : "space", n = m ? Number(m[2]) : 0;
    for (const a of document.querySelectorAll("#groups a")) a.classList.remove("current");
    document.getElementById("tooltip").hidden = true;
    if (kind === "variant" && DATA.variants[n]) {
      const v = DATA.variants[n];
      markGroup(groupOf(v));
      if (IS_DIFF) pairView(v); else variantView(v);
    } else if (DATA.groups.length) {
      const g = Math.min(n, DATA.groups.length - 1);
      markGroup(g);
      spaceView(g);
    } else {
      main.innerHTML = "<p>No variants in this report.</p>";
    }
    window.scrollTo(0, 0);
  }
  function groupOf(v) {
    return DATA.groups.findIndex((g) => g.kernel === v.kernel && g.target === v.target);
  }
  function markGroup(g) {
    const a = document.querySelector(`#groups a[data-group="${g}"]`);
    if (a) a.classList.add("current");
  }

  // ------------------------------------------------------------------ space view
  function varyingAxes(variants) {
    const values = new Map();
    const add = (k, x) => { if (!values.has(k)) values.set(k, new Map()); values.get(k).set(keyOf(x), x); };
    for (const v of variants) for (const [k, x] of v.config) add(k, x);
    for (const v of variants) if (v.shape) add("shape", v.shape);
    const axes = [];
    for (const [k, vals] of values) {
      const missing = variants.some((v) => axisValue(v, k) === undefined);
      if (vals.size > 1 || missing) axes.push(k);
    }
    return axes;
  }

  function spaceView(g) {
    const group = DATA.groups[g];
    const variants = group.variants.map((id) => DATA.variants[id]);
    const axes = varyingAxes(variants);
    const chosen = state.axes[g] || (state.axes[g] = { x: axes[0] || "", y: axes[1] || "" });
    const target = DATA.targets[group.target];
    main.innerHTML = "";
    main.appendChild(el("h2", {}, `${esc(group.kernel)} <span class="tname">@${esc(group.target)}</span>` +
      (target ? ` <span class="muted">${esc(target.description)}</span>` : "")));
    const controls = el("div", { class: "controls" });
    const select = (name, label, options, value) => {
      const s = el("select", { name: name, "aria-label": label });
      for (const [val, text] of options) {
        const o = el("option", { value: val }, esc(text));
        if (val === value) o.selected = true;
        s.appendChild(o);
      }
      const wrap = el("label", {}, esc(label) + " ");
      wrap.appendChild(s);
      controls.appendChild(wrap);
      return s;
    };
    const metricSel = select("metric", IS_DIFF ? "colour by change in" : "colour by", METRICS.map((m) => [m[0], m[1]]), state.metric);
    const axisOptions = [["", "(none)"]].concat(axes.map((a) => [a, a]));
    const xSel = select("x", "columns", axisOptions, chosen.x);
    const ySel = select("y", "rows", axisOptions, chosen.y);
    metricSel.onchange = () => { state.metric = metricSel.value; spaceView(g); };
    xSel.onchange = () => { chosen.x = xSel.value; spaceView(g); };
    ySel.onchange = () => { chosen.y = ySel.value; spaceView(g); };
    main.appendChild(controls);

    const m = state.metric;
    const values = variants.map((v) => metricOf(v, m)).filter((x) => x !== null && x !== undefined);
    const lo = Math.min(...values), hi = Math.max(...values);
    const scale = Math.max(Math.abs(lo), Math.abs(hi));
    main.appendChild(legend(m, lo, hi, values.length));

    // an axis that the two chosen ones determine (num_warps moving with BLOCK_M) is no facet
    const implied = (a) => {
      const seen = new Map();
      for (const v of variants) {
        const k = keyOf([axisValue(v, chosen.x), axisValue(v, chosen.y)]), val = keyOf(axisValue(v, a));
        if (seen.has(k) && seen.get(k) !== val) return false;
        seen.set(k, val);
      }
      return true;
    };
    const others = axes.filter((a) => a !== chosen.x && a !== chosen.y);
    const facetAxes = others.filter((a) => !implied(a));
    const follows = others.filter((a) => implied(a));
    if (follows.length) main.appendChild(el("p", { class: "legend" }, `${esc(follows.join(", "))} follow${follows.length === 1 ? "s" : ""} the chosen axes (hover a cell for its value).`));
    // each map's rows and columns are the values its own variants have (an axis that moves
    // with another, as num_warps with BLOCK_M, leaves no empty rows)
    const distinct = (members, axis) => {
      if (!axis) return [undefined];
      const seen = new Map();
      for (const v of members) seen.set(keyOf(axisValue(v, axis)), axisValue(v, axis));
      return sortValues([...seen.values()]);
    };
    const facets = new Map();
    for (const v of variants) {
      const fk = keyOf(facetAxes.map((a) => axisValue(v, a)));
      if (!facets.has(fk)) facets.set(fk, []);
      facets.get(fk).push(v);
    }
    const facetKeys = [...facets.keys()].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    const wrap = el("div", { class: "facets" });
    for (const fk of facetKeys) {
      const members = facets.get(fk);
      const xs = distinct(members, chosen.x), ys = distinct(members, chosen.y);
      const title = facetAxes.map((a, i) => `${a}=${JSON.parse(fk)[i]}`).join(", ");
      const cells = new Map();
      for (const v of members) {
        const ck = keyOf([axisValue(v, chosen.x), axisValue(v, chosen.y)]);
        if (!cells.has(ck)) cells.set(ck, []);
        cells.get(ck).push(v);
      }
      let html = `<table class="heatmap"><caption>${esc(title || "all variants")}</caption><tr><th class="corner">${esc([chosen.y, chosen.x].filter(Boolean).join(" \\ "))}</th>`;
      html += xs.map((x) => `<th>${esc(fmt(x))}</th>`).join("") + "</tr>";
      for (const y of ys) {
        html += `<tr><th>${esc(fmt(y))}</th>`;
        for (const x of xs) {
          const found = cells.get(keyOf([x, y])) || [];
          html += found.length ? cellHtml(found, m, lo, hi, scale) : '<td class="empty"></td>';
        }
        html += "</tr>";
      }
      wrap.appendChild(el("div", { class: "facet" }, html + "</table>"));
    }
    main.appendChild(wrap);
    wrap.addEventListener("click", (e) => {
      const td = e.target.closest("td.cell");
      if (td) location.hash = "#variant/" + td.dataset.id;
    });
    hoverTooltips(wrap);
  }

  function cellHtml(found, m, lo, hi, scale) {
    const v = found[0];
    const val = metricOf(v, m);
    let bg = "rgb(238,238,238)", cls = "cell", mark = "";
    if (v.status === "failed") { cls += " failed"; mark = "✗"; }
    else if (v.status === "only_a" || v.status === "only_b") { cls += " onesided"; mark = v.status === "only_a" ? "A" : "B"; }
    else if (val !== null && val !== undefined) {
      bg = IS_DIFF ? deltaColour(val, scale, higherIsBetter(m))
        : colour(hi > lo ? (higherIsBetter(m) ? (hi - val) / (hi - lo) : (val - lo) / (hi - lo)) : 0.3);
    }
    const metrics = IS_DIFF ? v.metrics_b : v.metrics;
    if (metrics && metrics.cannot_launch) { cls += " nolaunch"; mark += "⊘"; }
    if (v.identical_to) { cls += " identical"; mark += "="; }
    if (IS_DIFF && v.diff) cls += v.diff.regressed ? " changed regressed" : " changed";
    const shown = v.status === "failed" ? "" : (IS_DIFF && val > 0 ? "+" : "") + fmt(val);
    const extra = found.length > 1 ? `<sup>×${found.length}</sup>` : "";
    return `<td class="${cls}" data-id="${v.id}" style="background:${bg};color:${textOn(bg)}">` +
      `<span class="val">${esc(shown)}</span>${mark ? `<span class="mark">${mark}</span>` : ""}${extra}</td>`;
  }

  function legend(m, lo, hi, n) {
    const name = METRICS.find((x) => x[0] === m)[1];
    if (!n) return el("p", { class: "legend" }, `No variant has a value for ${esc(name)}.`);
    const marks = "<span class='key failed'>✗ failed to compile/parse</span> <span class='key'>⊘ cannot launch (more LDS than the target has)</span> " +
      "<span class='key'>= byte-identical to another variant</span>" + (IS_DIFF ? " <span class='key'>A / B only on one side</span> <span class='key changed'>outlined: changed</span>" : "");
    if (IS_DIFF) {
      return el("p", { class: "legend" }, `change in ${esc(name)} from ${esc(DATA.ref_a)} to ${esc(DATA.ref_b)}: ` +
        `<span class="swatch" style="background:${deltaColour(1, 1, false)}"></span> worse <span class="swatch" style="background:${deltaColour(-1, 1, false)}"></span> better; ${marks}`);
    }
    const better = higherIsBetter(m);
    return el("p", { class: "legend" }, `${esc(name)}: <span class="swatch" style="background:${colour(0)}"></span> ${esc(better ? hi : lo)} ` +
      `<span class="ramp"></span> <span class="swatch" style="background:${colour(1)}"></span> ${esc(better ? lo : hi)} (darker is worse); ${marks}`);
  }

  function hoverTooltips(container) {
    const tip = document.getElementById("tooltip");
    container.addEventListener("mouseover", (e) => {
      const td = e.target.closest("td.cell");
      if (!td) { tip.hidden = true; return; }
      const v = DATA.variants[Number(td.dataset.id)];
      let html = `<b>${esc(v.kernel)}</b> @${esc(v.target)}<br>${v.config.map(([k, x]) => `${esc(k)} = ${esc(x)}`).join("<br>")}`;
      if (v.shape) html += `<br>shape = ${esc(v.shape)}`;
      const val = metricOf(v, state.metric);
      html += `<hr>${esc(METRICS.find((x) => x[0] === state.metric)[1])}: ${esc(fmt(val))}`;
      if (v.status === "failed") html += `<br><b>${esc(v.error.kind)}</b>: ${esc(v.error.message.split("\n")[0])}`;
      if (v.identical_to) html += `<br>byte-identical to ${esc(v.identical_to)}`;
      tip.innerHTML = html;
      tip.hidden = false;
    });
    container.addEventListener("mousemove", (e) => {
      tip.style.left = Math.min(e.clientX + 14, window.innerWidth - tip.offsetWidth - 8) + "px";
      tip.style.top = Math.min(e.clientY + 14, window.innerHeight - tip.offsetHeight - 8) + "px";
    });
    container.addEventListener("mouseleave", () => { tip.hidden = true; });
  }

  // ------------------------------------------------------------------ shared pieces
  function findingsHtml(findings, title) {
    if (!findings.length) return "";
    let html = `<h3>${esc(title)} (${findings.length})</h3><ul class="findings">`;
    for (const f of findings) {
      const where = f.line ? `<a href="#" class="asmlink" data-line="${f.line}">asm line ${f.line}</a>` : "";
      html += `<li class="sev-${esc(f.severity)}"><span class="sev">${esc(f.severity)}</span> <b>${esc(f.rule)}</b> ${esc(f.name)} ${where}` +
        `${f.source ? ` <span class="muted">${esc(f.source)}</span>` : ""}<div class="msg">${esc(f.message)}</div>` +
        (f.ir ? `<div class="msg ir">${esc(f.ir)}</div>` : "") +
        (f.instruction ? `<code>${esc(f.instruction)}</code>` : "") +
        (f.detail ? `<details open><summary>chain</summary><pre class="detail">${esc(f.detail)}</pre></details>` : "") + "</li>";
    }
    return html + "</ul>";
  }

  function histogramHtml(columns) { // [[title, {category: n}], ...]
    const cats = DATA.categories.filter((c) => columns.some(([, h]) => h && h[c]));
    if (!cats.length) return "";
    const max = Math.max(1, ...columns.flatMap(([, h]) => cats.map((c) => Math.abs((h || {})[c] || 0))));
    let html = '<table class="hist"><tr><th>category</th>' + columns.map(([t]) => `<th>${esc(t)}</th>`).join("") + "</tr>";
    for (const c of cats) {
      html += `<tr><td><span class="chip cat-${esc(c)}"></span>${esc(c)}</td>`;
      for (const [, h] of columns) {
        const n = (h || {})[c] || 0;
        const w = Math.round(100 * Math.abs(n) / max);
        html += `<td><span class="bar ${n < 0 ? "neg" : ""}" style="width:${w}px"></span> ${n}</td>`;
      }
      html += "</tr>";
    }
    return html + "</table>";
  }

  // A scrolling list that renders only the rows in view: a listing of 100k lines scrolls as
  // fast as one of 100.
  class VirtualList {
    constructor(container, count, render) {
      this.box = container;
      this.count = count;
      this.render = render;
      this.box.classList.add("vlist");
      this.box.innerHTML = "";
      this.spacer = el("div", { class: "spacer" });
      this.spacer.style.height = count * ROW + "px";
      this.rows = el("div", { class: "rows" });
      this.spacer.appendChild(this.rows);
      this.box.appendChild(this.spacer);
      this.first = -1;
      this.box.addEventListener("scroll", () => this.draw());
      this.draw();
    }
    draw(force) {
      const first = Math.max(0, Math.floor(this.box.scrollTop / ROW) - 20);
      const last = Math.min(this.count, first + Math.ceil((this.box.clientHeight || 600) / ROW) + 40);
      if (!force && first === this.first && last === this.last) return;
      this.first = first; this.last = last;
      this.rows.style.top = first * ROW + "px";
      let html = "";
      for (let i = first; i < last; i++) html += this.render(i);
      this.rows.innerHTML = html;
    }
    show(i) {
      const top = i * ROW, h = this.box.clientHeight || 600;
      if (top < this.box.scrollTop || top > this.box.scrollTop + h - ROW) this.box.scrollTop = Math.max(0, top - h / 3);
      this.draw(true);
    }
  }

  // ------------------------------------------------------------------ variant view (check)
  function back(v) {
    return `<a class="back" href="#space/${groupOf(v)}">← ${esc(v.kernel)} @${esc(v.target)} space</a>`;
  }

  function resourcesHtml(v) {
    const t = DATA.targets[v.target] || {};
    const m = v.metrics, o = v.occupancy;
    const row = (name, value, limit, note, better) => {
      const frac = value !== null && value !== undefined && limit ? Math.min(1, value / limit) : null;
      const level = better ? (frac <= 0.25 ? "hot" : "") : (frac > 0.9 ? "hot" : "");
      const bar = frac === null ? "" : `<span class="meter"><span style="width:${Math.round(frac * 100)}%" class="${level}"></span></span>`;
      return `<tr><td>${esc(name)}</td><td class="num">${esc(fmt(value))}</td><td class="num">${limit ? "/ " + esc(limit) : ""}</td><td>${bar}</td><td class="muted">${esc(note || "")}</td></tr>`;
    };
    let html = '<table class="resources"><tr><th>resource</th><th>used</th><th>limit</th><th></th><th>what-if headroom</th></tr>';
    if (String(v.target).startsWith("cuda:")) { // NVIDIA: registers, local and shared memory, blocks per SM
      const s = v.sm_occupancy || {};
      const more = (n, what) => n === null || n === undefined ? "" : `+${n} ${what} before losing a block`;
      html += row("registers", m.registers, 255, more(s.registers_until_block_loss, "registers"));
      html += row("stack (local) bytes", m.scratch_bytes, null, "");
      html += row("shared bytes", m.lds_bytes, t.lds_bytes, more(s.shared_bytes_until_block_loss, "bytes"));
      const note = v.sm_occupancy ? `${s.warps} warps; limited by ${s.limited_by}` : "block size unknown";
      html += row("blocks per SM", m.blocks_per_sm, 32, note, true);
      return html + "</table>";
    }
    html += row("arch VGPRs", m.vgpr, t.addressable_vgprs, o ? `+${o.vgprs_until_wave_loss} before losing a wave` : "");
    html += row("AGPRs", m.agpr, t.addressable_vgprs, o ? `+${o.agprs_until_wave_loss} before losing a wave` : "");
    if (o) html += row("unified VGPRs", o.total_vgpr, t.total_vgprs, o.vgprs_to_gain_wave !== null ? `free ${o.vgprs_to_gain_wave} for one more wave` : "");
    html += row("SGPRs", m.sgpr, null, "");
    html += row("spills (VGPR + SGPR)", m.spills, null, "");
    html += row("scratch bytes", m.scratch_bytes, null, "");
    html += row("LDS bytes", m.lds_bytes, t.lds_bytes, o ? `+${o.lds_bytes_until_wave_loss} before losing a wave` : "");
    html += row("occupancy (waves/SIMD)", m.occupancy, t.max_waves, o ? `limited by ${o.limited_by} (VGPR ${o.vgpr_waves}, SGPR ${o.sgpr_waves}, LDS ${o.lds_waves}; workgroup ${o.workgroup_size})` : "", true);
    return html + "</table>";
  }

  function variantView(v) {
    main.innerHTML = "";
    const head = el("div", { class: "vhead" }, `${back(v)}<h2>${esc(v.label)}</h2>`);
    main.appendChild(head);
    if (v.status === "failed") {
      main.appendChild(el("div", { class: "failedbox" }, `<b>${esc(v.error.kind)}</b>: ${esc(v.error.message)}<pre>${esc(v.error.detail)}</pre>`));
      return;
    }
    let info = `<p class="muted">${esc(v.asm_path)}${v.identical_to ? ` · byte-identical to ${esc(v.identical_to)}` : ""}` +
      `${v.metrics.cannot_launch ? " · <b>cannot launch</b>: more LDS than the target has" : ""}</p>`;
    if (v.listing_error) info += `<p class="problems">${esc(v.listing_error)}</p>`;
    const grid = el("div", { class: "vgrid" });
    grid.appendChild(el("section", {}, "<h3>Resources</h3>" + resourcesHtml(v)));
    const hotTitle = v.hot_label ? `hot loop ${v.hot_label} (${v.metrics.hot_loop})` : "hot loop";
    grid.appendChild(el("section", {}, "<h3>Instruction categories</h3>" + histogramHtml([["kernel", v.cat], [hotTitle, v.hot]])));
    main.appendChild(el("div", {}, info));
    main.appendChild(grid);
    const fsec = el("section", { class: "fsec" }, findingsHtml(v.findings, "Findings") || "<p class='muted'>No findings.</p>");
    main.appendChild(fsec);
    const code = el("section", { class: "code" }, '<h3>Assembly and Python source</h3><p class="muted">Click a source line to highlight its instructions, an instruction to highlight its source line. Loops are marked in the gutter (the hot loop in red), live registers beside each instruction.</p>' +
      '<div class="pressure"></div><div class="panes"><div class="pane"><div class="panehead"><select class="srcfile" aria-label="source file"></select></div><div class="src listing"></div></div>' +
      '<div class="pane"><div class="panehead">asm <span class="selinfo muted"></span></div><div class="asm listing"></div></div></div>');
    main.appendChild(code);
    if (v.asm === null || v.asm === undefined) return;
    blob(v.asm).then((L) => codeView(v, L, code, fsec));
  }

  function codeView(v, L, code, fsec) {
    const lines = L.text.split("\n");
    const ins = new Map(); // line offset -> [category, source id, source line]
    const bySource = new Map(); // "src:line" -> [line offsets]
    const countBySource = new Map();
    for (let i = 0; i < L.ins.length; i += 4) {
      const [off, cat, src, line] = [L.ins[i], L.ins[i + 1], L.ins[i + 2], L.ins[i + 3]];
      ins.set(off, [cat, src, line]);
      if (src >= 0) {
        const k = src + ":" + line;
        if (!bySource.has(k)) bySource.set(k, []);
        bySource.get(k).push(off);
        countBySource.set(src, (countBySource.get(src) || 0) + 1);
      }
    }
    const loopOf = new Array(lines.length).fill(null);
    for (const loop of L.loops) {
      for (let i = 0; i < loop.spans.length; i += 2) {
        for (let j = loop.spans[i]; j <= loop.spans[i + 1]; j++) {
          if (!loopOf[j] || loop.depth > loopOf[j].depth || loop.hot) loopOf[j] = loop;
        }
      }
    }
    const asmFirstLine = (L.firstLine || 0);
    const P = L.pressure ? decodePressure(L) : null;
    let selected = new Set(), selectedSrc = null, focused = -1;
    const selinfo = code.querySelector(".selinfo");
    const asmBox = code.querySelector(".asm");
    const asmList = new VirtualList(asmBox, lines.length, (i) => {
      const info = ins.get(i);
      const loop = loopOf[i];
      const cls = ["row"];
      if (selected.has(i)) cls.push("sel");
      if (i === focused) cls.push("focus");
      if (info) cls.push("ins");
      const gutter = loop ? `<span class="loop d${Math.min(loop.depth, 3)}${loop.hot ? " hotloop" : ""}" title="loop ${esc(loop.label)} depth ${loop.depth}${loop.hot ? " (hot)" : ""}"></span>` : '<span class="loop"></span>';
      const chip = info ? `<span class="chip cat-${DATA.categories[info[0]]}"></span>` : '<span class="chip"></span>';
      return `<div class="${cls.join(" ")}" data-i="${i}">${gutter}<span class="ln">${i + 1 + asmFirstLine}</span>${P ? P.bar(i) : ""}${chip}<span class="tx">${esc(lines[i])}</span></div>`;
    });
    const fileSel = code.querySelector(".srcfile");
    const sourceIds = [...countBySource.keys()].sort((a, b) => countBySource.get(b) - countBySource.get(a));
    for (const s of sourceIds) fileSel.appendChild(el("option", { value: s }, esc(DATA.sources[s].path) + ` (${countBySource.get(s)} instructions)`));
    const srcBox = code.querySelector(".src");
    let srcList = null, srcLines = [], currentSrc = -1;
    function showSource(s) {
      currentSrc = s;
      fileSel.value = String(s);
      const file = DATA.sources[s];
      const draw = (text) => {
        srcLines = text === null ? [] : text.split("\n");
        if (text === null) {
          let maxLine = 0;
          for (const k of bySource.keys()) { const [ks, kl] = k.split(":").map(Number); if (ks === s) maxLine = Math.max(maxLine, kl); }
          srcLines = new Array(maxLine).fill("(source file not available)");
        }
        srcList = new VirtualList(srcBox, srcLines.length, (i) => {
          const k = s + ":" + (i + 1);
          const n = (bySource.get(k) || []).length;
          const cls = ["row"];
          if (n) cls.push("mapped");
          if (selectedSrc === k) cls.push("sel");
          return `<div class="${cls.join(" ")}" data-line="${i + 1}"><span class="ln">${i + 1}</span><span class="cnt">${n || ""}</span><span class="tx">${esc(srcLines[i])}</span></div>`;
        });
        const firstMapped = Math.min(...[...bySource.keys()].filter((k) => k.startsWith(s + ":")).map((k) => Number(k.split(":")[1])));
        if (isFinite(firstMapped) && !selectedSrc) srcList.show(firstMapped - 1);
      };
      if (file.blob === null) draw(null); else blob(file.blob).then(draw);
    }
    fileSel.onchange = () => showSource(Number(fileSel.value));
    function selectSource(s, line, scrollAsm) {
      const k = s + ":" + line;
      selectedSrc = k;
      selected = new Set(bySource.get(k) || []);
      selinfo.textContent = `${DATA.sources[s].path}:${line} → ${selected.size} instruction${selected.size === 1 ? "" : "s"}`;
      if (scrollAsm && selected.size) asmList.show(Math.min(...selected)); else asmList.draw(true);
      if (srcList) srcList.draw(true);
    }
    srcBox.addEventListener("click", (e) => {
      const row = e.target.closest(".row");
      if (row) selectSource(currentSrc, Number(row.dataset.line), true);
    });
    function selectInstruction(i, scrollAsm) {
      const info = ins.get(i);
      focused = i;
      if (info && info[1] >= 0) {
        if (info[1] !== currentSrc) showSource(info[1]);
        selectSource(info[1], info[2], false);
        const go = () => srcList && srcList.show(info[2] - 1);
        if (DATA.sources[info[1]].blob === null) go(); else blob(DATA.sources[info[1]].blob).then(() => setTimeout(go, 0));
      } else {
        selected = new Set([i]); selectedSrc = null;
        selinfo.textContent = "no source line";
        if (srcList) srcList.draw(true);
      }
      if (scrollAsm) asmList.show(i); else asmList.draw(true);
    }
    asmBox.addEventListener("click", (e) => {
      const row = e.target.closest(".row");
      if (row) selectInstruction(Number(row.dataset.i), false);
    });
    if (P) pressureChart(P, code.querySelector(".pressure"), lines, asmFirstLine, ins, selectInstruction, (s, line) => {
      if (s !== currentSrc) showSource(s);
      selectSource(s, line, true);
      const go = () => srcList && srcList.show(line - 1);
      if (DATA.sources[s].blob === null) go(); else blob(DATA.sources[s].blob).then(() => setTimeout(go, 0));
    });
    fsec.addEventListener("click", (e) => {
      const a = e.target.closest("a.asmlink");
      if (!a) return;
      e.preventDefault();
      const i = Number(a.dataset.line) - 1 - asmFirstLine;
      selected = new Set([i]);
      asmList.show(i);
      code.scrollIntoView();
    });
    if (sourceIds.length) showSource(sourceIds[0]);
    else srcBox.innerHTML = "<p class='muted'>No source lines (.loc) in this kernel.</p>";
    code.dataset.ready = "1";
  }

  // ------------------------------------------------------------------ register pressure
  // Live registers at every instruction (the listing's `pressure`: per class, the first count
  // and then each instruction's change), as `inspect --pressure` counts them.
  const CLASS_COLOURS = { vgpr: "#1f77b4", agpr: "#d62728", sgpr: "#7f7f7f", gpr: "#1f77b4", pred: "#ff7f0e", ugpr: "#2ca02c", upred: "#9467bd" };
  function decodePressure(L) {
    const p = L.pressure;
    const series = p.deltas.map((d) => {
      const out = new Array(d.length);
      let v = 0;
      for (let i = 0; i < d.length; i++) { v += d[i]; out[i] = v; }
      return out;
    });
    const lineOf = [], indexOf = new Map(); // instruction -> listing line offset, and back
    for (let k = 0; k < L.ins.length; k += 4) { indexOf.set(L.ins[k], lineOf.length); lineOf.push(L.ins[k]); }
    const primary = p.classes.map((c, j) => p.primary.includes(c) ? j : -1).filter((j) => j >= 0);
    const unified = lineOf.map((_, k) => primary.reduce((n, j) => n + series[j][k], 0));
    const most = Math.max(1, ...unified);
    return {
      ...p, loops: L.loops, series, lineOf, indexOf, unified,
      live(k) { return p.classes.map((c, j) => `${series[j][k]} ${c}`).join(", "); },
      bar(i) { // a row's share of the unified file's peak, beside the instruction
        const k = indexOf.get(i);
        if (k === undefined) return '<span class="pbar"></span>';
        const w = Math.round(24 * unified[k] / most);
        return `<span class="pbar" title="${esc(this.live(k))}"><span style="width:${w}px"${k === p.peakAt ? ' class="peak"' : ""}></span></span>`;
      },
    };
  }

  function pressureChart(P, box, lines, firstLine, ins, pick, pickSource) {
    const n = P.lineOf.length, H = 150, padL = 34, padR = 8, padT = 16, padB = 14;
    const W = Math.max(400, box.clientWidth || 1000);
    const top = Math.max(1, ...P.classes.map((c) => Math.max(P.peak[c] || 0, P.allocated[c] || 0)));
    const x = (k) => padL + (n > 1 ? k * (W - padL - padR) / (n - 1) : 0);
    const y = (v) => padT + (H - padT - padB) * (1 - v / top);
    const asmLine = (k) => P.lineOf[k] + 1 + firstLine;
    let svg = `<svg class="pchart" width="${W}" height="${H}" data-points="${n}" role="img" aria-label="live registers per instruction">`;
    // loops: bands over their instructions (the hot loop red), from the listing's line spans
    const loops = [];
    for (const loop of P.loops) {
      for (let i = 0; i < loop.spans.length; i += 2) {
        let a = -1, b = -1;
        for (let k = 0; k < n; k++) if (P.lineOf[k] >= loop.spans[i] && P.lineOf[k] <= loop.spans[i + 1]) { if (a < 0) a = k; b = k; }
        if (a >= 0) loops.push([a, b, loop]);
      }
    }
    for (const [a, b, loop] of loops) {
      const half = n > 1 ? (W - padL - padR) / (n - 1) / 2 : 1;
      svg += `<rect class="ploop${loop.hot ? " hot" : ""}" x="${x(a) - half}" y="${padT}" width="${x(b) - x(a) + 2 * half}" height="${H - padT - padB}"><title>loop ${esc(loop.label)} (depth ${loop.depth}${loop.hot ? ", hot" : ""})</title></rect>`;
    }
    for (const v of [0, top]) svg += `<text class="axis" x="${padL - 4}" y="${y(v) + 4}" text-anchor="end">${v}</text>`;
    P.classes.forEach((c, j) => {
      const colour = CLASS_COLOURS[c] || "#333";
      if (P.allocated[c]) svg += `<line class="alloc" x1="${padL}" x2="${W - padR}" y1="${y(P.allocated[c])}" y2="${y(P.allocated[c])}" stroke="${colour}"><title>${esc(c)} allocated: ${P.allocated[c]}</title></line>`;
      const pts = P.series[j].map((v, k) => `${x(k).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
      svg += `<polyline class="pline" data-class="${esc(c)}" data-peak="${P.peak[c]}" points="${pts}" stroke="${colour}"></polyline>`;
    });
    const marker = (k, cls, label) =>
      `<g class="${cls}" data-k="${k}" data-line="${asmLine(k)}"><line x1="${x(k)}" x2="${x(k)}" y1="${padT}" y2="${H - padB}"></line>` +
      `<circle cx="${x(k)}" cy="${padT - 6}" r="5"></circle><title>${esc(label)}</title></g>`;
    if (P.hotPeakAt !== null && P.hotPeakAt !== P.peakAt) svg += marker(P.hotPeakAt, "hotpeak", `hot loop peak at asm line ${asmLine(P.hotPeakAt)}: ${P.live(P.hotPeakAt)}`);
    svg += marker(P.peakAt, "peak", `peak at asm line ${asmLine(P.peakAt)}: ${P.live(P.peakAt)}`);
    svg += `<line class="cursor" y1="${padT}" y2="${H - padB}" x1="-10" x2="-10"></line></svg>`;
    const legend = P.classes.map((c) => `<span class="pkey" data-class="${esc(c)}"><span class="swatch" style="background:${CLASS_COLOURS[c] || "#333"}"></span> ${esc(c)}: peak <b class="pval">${P.peak[c]}</b>${P.allocated[c] !== undefined && P.allocated[c] !== null ? ` of ${P.allocated[c]} allocated` : ""}</span>`).join(" ");
    let atPeak = "";
    for (const g of P.peakLines) {
      const where = g.src >= 0 ? ` data-src="${g.src}" data-line="${g.line}"` : "";
      atPeak += `<li${where} class="${g.src >= 0 ? "plink" : ""}">${esc(g.label)} holds ${esc(Object.entries(g.live).filter(([, v]) => v).map(([c, v]) => `${v} ${c}`).join(", "))}</li>`;
    }
    if (P.others) atPeak += `<li class="muted">… ${P.others} more lines (inspect --pressure lists them all, with their registers)</li>`;
    box.innerHTML = `<h4>Register pressure <span class="muted">(live registers at each instruction; dashed: allocated; bands: loops; ● the peak, ○ the hot loop's; click to go to the instruction)</span></h4>` +
      `<div class="plegend">${legend}</div>${svg}` +
      `<details class="atpeak" open><summary>At the peak, asm line ${asmLine(P.peakAt)} (${esc(P.live(P.peakAt))}): the Python lines whose values are live</summary><ul>${atPeak}</ul></details>`;
    const chart = box.querySelector("svg"), cursor = chart.querySelector(".cursor");
    const tip = document.getElementById("tooltip");
    const at = (e) => {
      const r = chart.getBoundingClientRect();
      return Math.max(0, Math.min(n - 1, Math.round((e.clientX - r.left - padL) / ((W - padL - padR) / Math.max(1, n - 1)))));
    };
    chart.addEventListener("mousemove", (e) => {
      const mark = e.target.closest("g.peak, g.hotpeak");
      const k = mark ? Number(mark.dataset.k) : at(e);
      cursor.setAttribute("x1", x(k)); cursor.setAttribute("x2", x(k));
      const info = ins.get(P.lineOf[k]);
      const src = info && info[1] >= 0 ? `<br>${esc(DATA.sources[info[1]].path)}:${info[2]}` : "";
      tip.innerHTML = `asm line ${asmLine(k)}${k === P.peakAt ? " <b>(peak)</b>" : ""}: <code>${esc((lines[P.lineOf[k]] || "").trim())}</code><br>${esc(P.live(k))}${src}`;
      tip.hidden = false;
      tip.style.left = Math.min(e.clientX + 14, window.innerWidth - tip.offsetWidth - 8) + "px";
      tip.style.top = Math.min(e.clientY + 14, window.innerHeight - tip.offsetHeight - 8) + "px";
    });
    chart.addEventListener("mouseleave", () => { tip.hidden = true; cursor.setAttribute("x1", -10); cursor.setAttribute("x2", -10); });
    chart.addEventListener("click", (e) => {
      const mark = e.target.closest("g.peak, g.hotpeak");
      pick(P.lineOf[mark ? Number(mark.dataset.k) : at(e)], true);
    });
    box.querySelector(".atpeak").addEventListener("click", (e) => {
      const li = e.target.closest("li.plink");
      if (li) pickSource(Number(li.dataset.src), Number(li.dataset.line));
    });
  }

  // ------------------------------------------------------------------ pair view (diff)
  function pairView(v) {
    main.innerHTML = "";
    main.appendChild(el("div", { class: "vhead" }, `${back(v)}<h2>${esc(v.label)}</h2>`));
    if (v.status === "failed") {
      main.appendChild(el("div", { class: "failedbox" }, `<b>${esc(v.side)}: ${esc(v.error.kind)}</b>: ${esc(v.error.message)}<pre>${esc(v.error.detail)}</pre>`));
      return;
    }
    const d = v.diff;
    if (!d) {
      const unchanged = DATA.left_out ? `Unchanged between the two sides, or one of the ${DATA.left_out} changed variants --top left out of this report.` : "Unchanged between the two sides.";
      main.appendChild(el("p", {}, v.status === "ok" ? esc(unchanged) :
        `Only in ${esc(v.status === "only_a" ? DATA.ref_a : DATA.ref_b)}.`));
      return;
    }
    let html = `<p>${d.regressed ? '<span class="badge error">regressed</span>' : '<span class="badge chg">changed</span>'}</p>`;
    html += `<div class="vgrid"><section><h3>Metrics</h3><table class="deltas"><tr><th>metric</th><th>${esc(DATA.ref_a)}</th><th>${esc(DATA.ref_b)}</th><th>Δ</th></tr>`;
    for (const [name, a, b] of d.metrics) html += `<tr><td>${esc(name)}</td><td class="num">${esc(fmt(a))}</td><td class="num">${esc(fmt(b))}</td><td class="num">${esc(deltaText(a, b))}</td></tr>`;
    if (!d.metrics.length) html += "<tr><td colspan=4 class='muted'>no metric changed</td></tr>";
    html += "</table></section>";
    html += "<section><h3>Category deltas</h3>" + (histogramHtml([["Δ instructions", d.categories]]) || "<p class='muted'>none</p>") + "</section>";
    html += `<section><h3>Instruction deltas</h3><table class="deltas"><tr><th>mnemonic</th><th>${esc(DATA.ref_a)}</th><th>${esc(DATA.ref_b)}</th><th>Δ</th></tr>`;
    for (const [name, a, b] of d.histogram.slice(0, 40)) html += `<tr><td>${esc(name)}</td><td class="num">${esc(fmt(a))}</td><td class="num">${esc(fmt(b))}</td><td class="num">${esc(deltaText(a, b))}</td></tr>`;
    if (d.histogram.length > 40) html += `<tr><td colspan=4 class="muted">… ${d.histogram.length - 40} more</td></tr>`;
    html += "</table></section></div>";
    html += findingsHtml(d.appeared, "Findings that appeared") + findingsHtml(d.disappeared, "Findings that disappeared");
    if (d.listing_error) html += `<p class="problems">${esc(d.listing_error)}</p>`;
    main.appendChild(el("div", {}, html));
    const code = el("section", { class: "code" }, `<h3>Listings, aligned <button class="nextchg">next change ↓</button></h3><div class="pairhead"><span>${esc(DATA.ref_a)}</span><span>${esc(DATA.ref_b)}</span></div><div class="pair listing"></div>`);
    main.appendChild(code);
    if (d.pair === null || d.pair === undefined) return;
    blob(d.pair).then((P) => {
      const a = P.a.split("\n"), b = P.b.split("\n");
      const rows = []; // [tag, a index or -1, b index or -1]
      for (const [tag, a0, a1, b0, b1] of P.ops) {
        const n = Math.max(a1 - a0, b1 - b0);
        for (let k = 0; k < n; k++) rows.push([tag, a0 + k < a1 ? a0 + k : -1, b0 + k < b1 ? b0 + k : -1]);
      }
      const cell = (lines, i, first) => i < 0 ? '<span class="side empty"></span>' : `<span class="side"><span class="ln">${i + 1 + first}</span><span class="tx">${esc(lines[i])}</span></span>`;
      const list = new VirtualList(code.querySelector(".pair"), rows.length, (r) => {
        const [tag, i, j] = rows[r];
        return `<div class="row prow ${tag}" data-r="${r}">${cell(a, i, P.aFirst)}${cell(b, j, P.bFirst)}</div>`;
      });
      let at = -1;
      code.querySelector(".nextchg").onclick = () => {
        for (let r = at + 1; r < rows.length; r++) {
          if (rows[r][0] !== "equal" && (r === 0 || rows[r - 1][0] === "equal")) { at = r; list.show(r); return; }
        }
        at = -1;
      };
      code.dataset.ready = "1";
    });
  }
  function deltaText(a, b) {
    const d = (b || 0) - (a || 0);
    return d > 0 ? "+" + d : String(d);
  }

  // ------------------------------------------------------------------ start
  main = frame();
  window.addEventListener("hashchange", route);
  route();
  document.body.dataset.ready = "1";
})();
