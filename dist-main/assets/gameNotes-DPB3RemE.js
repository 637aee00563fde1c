function e(e){let t=e.gameNotes??{},n=[t.additional,e.notes].map(e=>e?.trim()??``).filter(Boolean);return[{title:`General Notes`,text:t.general?.trim()??``},{title:`Home Team Notes (${e.homeSchoolName})`,text:t.home?.trim()??``},{title:`Away Team Notes (${e.awayName})`,text:t.away?.trim()??``},{title:`Additional Notes`,text:[...new Set(n)].join(`

`)}].filter(e=>e.text!==``)}export{e as t};