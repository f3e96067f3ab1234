# Procs shared by the .exp files of polyhedral.install (sourced by each;
# runtest itself only runs the .exp files).  Everything runs through
# polyhedral-exec of lib/polyhedral.exp, in the build folder.

# install-tmpdir NAME -- a fresh empty folder NAME.<pid> in the build
# folder, for one .exp's files.
proc install-tmpdir { name } {
    set dir [file normalize "$name.[pid]"]
    file delete -force -- $dir
    file mkdir $dir
    return $dir
}

# install-cleanup DIR -- deletes DIR unless KEEP=1 or runtest -v.
proc install-cleanup { dir } {
    if {[polyhedral-keep-files-p]} {
	verbose -log "kept $dir"
    } else {
	file delete -force -- $dir
    }
}

# install-files DIR -- every file (not directory) under DIR, recursively,
# as sorted absolute paths.
proc install-files { dir } {
    set files {}
    foreach f [glob -nocomplain -directory $dir -- * .*] {
	set tail [file tail $f]
	if {$tail eq "." || $tail eq ".."} {
	    continue
	}
	if {[file isdirectory $f] && [file type $f] ne "link"} {
	    lappend files {*}[install-files $f]
	} else {
	    lappend files $f
	}
    }
    return [lsort $files]
}

# install-plugin-dir -- the plugin directory of $CC (gcc
# -print-file-name=plugin), or "" if it has none.
proc install-plugin-dir { } {
    global CC
    set result [polyhedral-exec [list $CC -print-file-name=plugin] 60]
    set dir [string trim [lindex $result 1]]
    if {[lindex $result 0] != 0 || [file pathtype $dir] ne "absolute"} {
	return ""
    }
    return $dir
}

# install-run NAME CMD [TIMEOUT] -- runs CMD (a list) with polyhedral-exec;
# PASS NAME if it exits with 0, else FAIL with its output in the log.
# Returns [list exit-status output].
proc install-run { name cmd {timeout 120} } {
    set result [polyhedral-exec $cmd $timeout]
    if {[lindex $result 0] != 0} {
	send_log "$name: exit status [lindex $result 0]:\n[lindex $result 1]\n"
	fail $name
    } else {
	pass $name
    }
    return $result
}

# install-check NAME OK [MESSAGE] -- PASS or FAIL NAME, MESSAGE in the log.
proc install-check { name ok {message ""} } {
    if {$ok} {
	pass $name
    } else {
	if {$message ne ""} {
	    send_log "$name: $message\n"
	}
	fail $name
    }
}

# install-remark-count RE FILE -- how many lines of FILE match RE.
proc install-remark-count { re file } {
    set n 0
    foreach line [split [polyhedral-read-file $file] "\n"] {
	if {[regexp -- $re $line]} {
	    incr n
	}
    }
    return $n
}

# install-ph-version -- PH_VERSION of include/polyhedral/version.h.
proc install-ph-version { } {
    global TOP
    set text [polyhedral-read-file $TOP/include/polyhedral/version.h]
    if {![regexp {#define PH_VERSION "([^"]+)"} $text -> version]} {
	return ""
    }
    return $version
}
